// The bottom sheet itself (vaul); loaded the first time a sheet opens (see sheet.tsx).
import { Drawer } from 'vaul';
import type { SheetProps } from './sheet.tsx';
import './sheet.css';

/** Spec section 9: drawer animation 0.5 s (vaul's own, not configurable) and close threshold 0.25. */
export const SHEET_SPEC = { animationS: 0.5, closeThreshold: 0.25 } as const;

export default function SheetImpl({ open, onClose, title, children }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(o) => !o && onClose()} closeThreshold={SHEET_SPEC.closeThreshold}>
      <Drawer.Portal>
        <Drawer.Overlay className="ui-sheet__overlay" />
        <Drawer.Content className="ui-sheet-panel ui-sheet" aria-describedby={undefined}>
          <div className="ui-sheet__handle" aria-hidden="true" />
          <Drawer.Title className="ui-sheet__title">{title}</Drawer.Title>
          <div className="ui-sheet__body">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
