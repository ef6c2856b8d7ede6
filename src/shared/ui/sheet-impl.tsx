// The bottom sheet itself (vaul); loaded the first time a sheet opens (see sheet.tsx).
import { Drawer } from 'vaul';
import type { SheetProps } from './sheet.tsx';
import './sheet.css';

export default function SheetImpl({ open, onClose, title, children }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(o) => !o && onClose()} closeThreshold={0.25}>
      <Drawer.Portal>
        <Drawer.Overlay className="ui-sheet__overlay" />
        <Drawer.Content className="ui-sheet" aria-describedby={undefined}>
          <div className="ui-sheet__handle" aria-hidden="true" />
          <Drawer.Title className="ui-sheet__title">{title}</Drawer.Title>
          <div className="ui-sheet__body">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
