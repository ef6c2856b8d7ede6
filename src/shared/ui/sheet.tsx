// A bottom sheet (vaul) for details and pickers; vaul loads with the screen that uses it.
import type { ReactNode } from 'react';
import { Drawer } from 'vaul';
import './sheet.css';

export interface SheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
}

export function Sheet({ open, onClose, title, children }: SheetProps) {
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
