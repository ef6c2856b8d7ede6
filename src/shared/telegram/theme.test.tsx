// applyLaunchTheme in jsdom: the order of its reads and writes, which decides what the browser
// recalculates at start. theme.ts binds the fallback viewport once per page, so the module is
// loaded afresh (vi.resetModules: the file gets its own module graph and window).
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.restoreAllMocks());

async function freshTheme() {
  vi.resetModules();
  return import('./theme.ts');
}

/** Makes `name` a getter of `window` that notes each read in `events`. */
function watchRead(name: 'innerHeight' | 'innerWidth', value: number, events: string[]) {
  Object.defineProperty(window, name, {
    configurable: true,
    get: () => {
      events.push(`read ${name}`);
      return value;
    },
  });
}

describe('applyLaunchTheme (before the SDK starts)', () => {
  it("reads the window's size before it writes the root's style, once each, and sets the viewport and the theme from it", async () => {
    const events: string[] = [];
    const style = document.documentElement.style;
    const write = style.setProperty.bind(style);
    vi.spyOn(style, 'setProperty').mockImplementation((name: string, value: string | null, priority?: string) => {
      events.push(`write ${name}`);
      write(name, value, priority);
    });
    watchRead('innerHeight', 740, events);
    watchRead('innerWidth', 390, events);

    const { applyLaunchTheme } = await freshTheme();
    applyLaunchTheme({ bg_color: '#1c1c1e', secondary_bg_color: '#2c2c2e', hint_color: '#8e8e93' });

    // A read of the window's size after a write of the root's style makes the browser recalculate
    // the page's style there and then (three times at start before, about 8 ms at 4x CPU).
    expect(events.slice(0, 2).sort()).toEqual(['read innerHeight', 'read innerWidth']);
    expect(events.filter((e) => e.startsWith('read'))).toHaveLength(2);
    expect(style.getPropertyValue('--tg-viewport-height')).toBe('740px');
    expect(style.getPropertyValue('--tg-viewport-stable-height')).toBe('740px');
    expect(style.getPropertyValue('--tg-viewport-width')).toBe('390px');
    expect(style.getPropertyValue('--tg-safe-area-inset-top')).toBe('0px');
    expect(style.getPropertyValue('--tg-bg-color')).toBe('#1c1c1e');
    expect(style.getPropertyValue('--tg-raw-theme-hint-color')).toBe('#8e8e93');

    // The window's size kept: a resize writes the new one.
    watchRead('innerHeight', 600, events);
    window.dispatchEvent(new Event('resize'));
    expect(style.getPropertyValue('--tg-viewport-stable-height')).toBe('600px');
  });
});

describe('bindPlatformCss (once the SDK has started)', () => {
  it("does not read the window's size again when the launch theme bound it and the client binds no viewport", async () => {
    const events: string[] = [];
    watchRead('innerHeight', 740, events);
    watchRead('innerWidth', 390, events);
    const { applyLaunchTheme, bindPlatformCss } = await freshTheme();
    applyLaunchTheme({ bg_color: '#1c1c1e' });
    expect(events).toHaveLength(2);
    // No SDK (or one without a viewport binding): the fallback stays, and a read here, after the
    // SDK's writes of the root's style, would recalculate the page's style for nothing.
    await bindPlatformCss();
    expect(events).toHaveLength(2);
    expect(document.documentElement.style.getPropertyValue('--tg-viewport-stable-height')).toBe('740px');
  });
});
