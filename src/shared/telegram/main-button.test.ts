import { describe, expect, it, vi } from 'vitest';
import { MAIN_BUTTON_DEFAULTS, createMainButtonController, type MainButtonSink, type MainButtonView } from './main-button.ts';

function recordingSink(): MainButtonSink & { applied: (MainButtonView | null)[]; press: () => void } {
  let press: () => void = () => undefined;
  const sink = {
    applied: [] as (MainButtonView | null)[],
    apply(view: MainButtonView | null) {
      sink.applied.push(view);
    },
    listen(fn: () => void) {
      press = fn;
      return true;
    },
    press: () => press(),
  };
  return sink;
}

describe('main button', () => {
  it('defaults to the spec constants', () => {
    expect(MAIN_BUTTON_DEFAULTS).toEqual({ text: 'Continue', backgroundColor: '#2481cc', textColor: '#ffffff' });
    const sink = recordingSink();
    createMainButtonController(sink).claim({ onClick: () => undefined });
    expect(sink.applied.at(-1)).toEqual({
      text: 'Continue',
      visible: true,
      enabled: true,
      loading: false,
      backgroundColor: '#2481cc',
      textColor: '#ffffff',
    });
  });

  it('ignores taps while loading (double-tap guard), disabled or hidden', () => {
    const sink = recordingSink();
    const controller = createMainButtonController(sink);
    const onClick = vi.fn();
    const claim = controller.claim({ text: 'Pay', onClick });

    sink.press();
    expect(onClick).toHaveBeenCalledTimes(1);

    claim.update({ text: 'Pay', loading: true, onClick });
    sink.press();
    sink.press();
    expect(controller.press()).toBe(false);
    expect(onClick).toHaveBeenCalledTimes(1);

    claim.update({ text: 'Pay', enabled: false, onClick });
    sink.press();
    claim.update({ text: 'Pay', visible: false, onClick });
    sink.press();
    expect(onClick).toHaveBeenCalledTimes(1);

    claim.update({ text: 'Pay', onClick });
    expect(controller.press()).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('lets the latest claimant win and restores the previous one, then hidden', () => {
    const sink = recordingSink();
    const controller = createMainButtonController(sink);
    const first = vi.fn();
    const second = vi.fn();
    const a = controller.claim({ text: 'A', onClick: first });
    const b = controller.claim({ text: 'B', onClick: second });
    expect(controller.view()?.text).toBe('B');

    a.update({ text: 'A2', onClick: first });
    expect(controller.view()?.text).toBe('B');
    sink.press();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();

    b.release();
    expect(controller.view()?.text).toBe('A2');
    sink.press();
    expect(first).toHaveBeenCalledTimes(1);

    a.release();
    a.release();
    expect(controller.view()).toBeNull();
    expect(sink.applied.at(-1)).toBeNull();
    expect(controller.press()).toBe(false);
  });

  it('subscribes the native click listener only once', () => {
    const listen = vi.fn(() => true);
    const controller = createMainButtonController({ apply: () => undefined, listen });
    controller.claim({ onClick: () => undefined }).release();
    controller.claim({ onClick: () => undefined });
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('a released claim no longer updates the button', () => {
    const controller = createMainButtonController(null);
    const keep = controller.claim({ text: 'Keep', onClick: () => undefined });
    const gone = controller.claim({ text: 'Gone', onClick: () => undefined });
    gone.release();
    gone.update({ text: 'Zombie', onClick: () => undefined });
    expect(controller.view()?.text).toBe('Keep');
    keep.release();
  });
});
