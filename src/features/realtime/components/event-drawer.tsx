// The drawer (vaul) for the auto-accept events 'no suitable trade found' and 'stop'
// (spec sections 2 and 4). Loaded only when one of them arrives.
import { Drawer } from 'vaul';
import { useModalHash } from '../../../shared/lib/modal-hash.ts';
import type { DialogKind } from '../model/handlers.ts';
import './realtime.css';

export const DRAWER_TEXTS = {
  'autoaccept-timeout': {
    title: 'Не нашли подходящей сделки',
    text: 'Время поиска истекло. Запустите поиск снова, когда будете готовы принимать сделки.',
    action: 'Готов принимать сделки',
  },
  'autoaccept-disabled': {
    title: 'Автоприём сделок остановлен',
    text: 'Поиск сделок остановлен. Запустите его снова, когда будете готовы.',
    action: 'Запустить снова',
  },
} as const;

export interface EventDrawerProps {
  kind: DialogKind;
  reason: string | null;
  onReady(): void;
  onClose(): void;
}

export default function EventDrawer({ kind, reason, onReady, onClose }: EventDrawerProps) {
  const texts = DRAWER_TEXTS[kind];
  // It holds the modal hash while shown: Back closes it (spec section 2).
  const close = useModalHash(true, onClose);
  return (
    <Drawer.Root open onOpenChange={(open) => !open && close()} closeThreshold={0.25}>
      <Drawer.Portal>
        <Drawer.Overlay className="rt-drawer__overlay" />
        <Drawer.Content className="rt-drawer" aria-describedby="rt-drawer-text">
          <div className="rt-drawer__handle" aria-hidden="true" />
          <Drawer.Title className="rt-drawer__title">{texts.title}</Drawer.Title>
          <Drawer.Description id="rt-drawer-text" className="rt-drawer__text">
            {kind === 'autoaccept-disabled' && reason ? reason : texts.text}
          </Drawer.Description>
          <button type="button" className="rt-drawer__button rt-drawer__button--primary" onClick={onReady}>
            {texts.action}
          </button>
          <button type="button" className="rt-drawer__button" onClick={close}>
            Закрыть
          </button>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
