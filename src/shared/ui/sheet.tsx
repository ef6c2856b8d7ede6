// A bottom sheet for details, forms and pickers. vaul (about 20 KiB gzipped) loads the first
// time a sheet opens, so screens that merely can open one keep it out of their first load.
import { Suspense, lazy, type ReactNode } from 'react';

export interface SheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

const SheetImpl = lazy(() => import('./sheet-impl.tsx'));

export function Sheet(props: SheetProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SheetImpl {...props} />
    </Suspense>
  );
}
