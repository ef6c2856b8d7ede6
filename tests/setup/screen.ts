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

// Nor matchMedia: no media query matches (no dark scheme, no reduced motion, no coarse pointer).
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;

screenBackendPerFile();
