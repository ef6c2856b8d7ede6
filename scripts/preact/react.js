// `react` as the build and the component tests resolve it while Preact renders (ADR 0007):
// preact/compat, plus the one hook React Router 8 imports that preact/compat 11 lacks.
// RouterProvider calls useOptimistic always but sets the optimistic state only with its
// `useTransitions` option, which this app leaves off: the state passes through unchanged.
// (Plain JavaScript: preact/compat's types are `export =`, which `export *` cannot re-export.)
export * from 'preact/compat';
export { default } from 'preact/compat';

/** @template S @param {S} passthrough @returns {[S, (action: unknown) => void]} */
export function useOptimistic(passthrough) {
  return [passthrough, () => undefined];
}
