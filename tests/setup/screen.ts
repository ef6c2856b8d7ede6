// The `screen` project's files: one stateful backend per file, reset before each test; after each,
// the screen unmounted and the backend's invariants checked (tests/support/render-screen.tsx).
// Playwright's locator matchers (toBeVisible, toHaveCount, toContainText…) on Vitest's expect.
import '../support/screen-page.ts';
import { screenBackendPerFile } from '../support/render-screen.tsx';

// jsdom has no pointer capture; vaul's drawer calls it on every pointerdown (a no-op here: the
// drag gestures themselves are Playwright's, docs/testing.md).
Element.prototype.setPointerCapture ??= () => undefined;
Element.prototype.releasePointerCapture ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;

// Nor scrolling an element: scrolling into view or to an offset does nothing without layout.
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollBy ??= () => undefined;

// Nor matchMedia: no media query matches (no dark scheme, no reduced motion, no coarse pointer).
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;

// Nor a canvas: getContext answers null, and the statistic chart (uPlot) then throws on its first
// draw, outside any test. A context that draws nothing (the chart itself is Playwright's:
// tests/e2e/settings.spec.ts).
const drawsNothing = (): CanvasRenderingContext2D =>
  new Proxy({} as CanvasRenderingContext2D, {
    get: (target, key) => (key in target ? target[key as keyof CanvasRenderingContext2D] : key === 'measureText' ? () => ({ width: 0 }) : () => undefined),
    set: (target, key, value) => Reflect.set(target, key, value),
  });
HTMLCanvasElement.prototype.getContext = function getContext() {
  return drawsNothing();
} as unknown as typeof HTMLCanvasElement.prototype.getContext;
// The paths it draws with, and the size changes it follows: nothing to draw or to measure here.
globalThis.Path2D ??= function Path2D() {
  return new Proxy({}, { get: () => () => undefined });
} as unknown as typeof Path2D;
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

// Nor a scrolling element, nor sizes: the page is the scroller (document.scrollingElement is
// <html>, as in a browser), and it is tall enough for any list, and each row of a virtualized list
// (an element with data-index, as @tanstack/react-virtual marks them) has a height; so a
// virtualized list (History, the balance operations) renders every row, which is what a trader
// reaches by scrolling. That the list stays virtualized is Playwright's (tests/e2e/history.spec.ts).
if (document.scrollingElement == null) {
  Object.defineProperty(Document.prototype, 'scrollingElement', { configurable: true, get: (): Element | null => document.documentElement });
}
for (const proto of [HTMLHtmlElement.prototype, HTMLBodyElement.prototype]) {
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => 1_000_000 });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get: () => 1024 });
}
const offsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
  configurable: true,
  get(this: HTMLElement): number {
    return this.hasAttribute('data-index') ? 60 : ((offsetHeight?.get?.call(this) as number | undefined) ?? 0);
  },
});

screenBackendPerFile();
