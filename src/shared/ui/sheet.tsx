// A bottom sheet for details, forms and pickers. vaul (about 20 KiB gzipped) loads the first
// time a sheet opens, or before at idle (preloadSheet, once the first screen has settled), so
// screens that merely can open one keep it out of their first load. It renders without
// suspending (see on-demand.ts): a lazy sheet took some 300 ms to show under React 19.
import { createElement, type ReactNode } from 'react';
import { useModalHash } from '../lib/modal-hash.ts';
import { onDemand, useOnDemand } from '../lib/on-demand.ts';

export interface SheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

const sheetImpl = onDemand<SheetProps>(() => import('./sheet-impl.tsx'));

const contents = new Set<() => Promise<unknown>>();

/** A sheet's own content that loads on demand: preloadSheet loads it too. */
export function preloadWithSheet(load: () => Promise<unknown>): void {
  contents.add(load);
}

/** Loads and evaluates the sheet's code (vaul), and the contents registered, ahead of the first open. */
export const preloadSheet = (): Promise<unknown> => Promise.all([sheetImpl.load(), ...[...contents].map((load) => load())]);

export function Sheet(props: SheetProps) {
  // One module-level component, loaded or not: nothing is created during render.
  const impl = useOnDemand(sheetImpl, props.open);
  // Open, it holds the modal hash: Back closes it (spec section 2).
  const onClose = useModalHash(props.open, props.onClose);
  return props.open && impl ? createElement(impl, { ...props, onClose }) : null;
}
