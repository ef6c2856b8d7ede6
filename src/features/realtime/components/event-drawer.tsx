// The drawer (vaul) for the auto-accept events 'no suitable trade found' and 'stop'
// (spec sections 2 and 4). Loaded only when one of them arrives.
import { Drawer } from 'vaul';
import { useModalHash } from '../../../shared/lib/modal-hash.ts';
import type { DialogKind } from '../model/handlers.ts';
import { GENERAL_STOP, stopView } from '../model/stop-reasons.ts';
import '../../../shared/ui/sheet.css';
import './realtime.css';

export const DRAWER_TEXTS = {
  'autoaccept-timeout': {
    title: 'Не нашли подходящей сделки',
    text: 'Время поиска истекло. Запустите поиск снова, когда будете готовы принимать сделки.',
    action: 'Готов принимать сделки',
  },
  'autoaccept-disabled': {
    title: 'Автоприём сделок остановлен',
    text: GENERAL_STOP.text,
    action: GENERAL_STOP.action.label,
  },
} as const;

export interface EventDrawerProps {
  kind: DialogKind;
  reason: string | null;
  /** The spec's button: to /trade/list when the status is DONE, else /. */
  onReady(): void;
  /** A stop reason's own way out (NO_BALANCE: /balance/replenish). */
  onGo(to: string): void;
  onClose(): void;
}

export default function EventDrawer({ kind, reason, onReady, onGo, onClose }: EventDrawerProps) {
  // The stop's reason picks the text and the button (stop-reasons.ts); the timeout has its own.
  const stop = kind === 'autoaccept-disabled' ? stopView(reason) : null;
  const texts = DRAWER_TEXTS[kind];
  const action = stop?.action;
  // It holds the modal hash while shown: Back closes it (spec section 2).
  const close = useModalHash(true, onClose);
  return (
    <Drawer.Root open onOpenChange={(open) => !open && close()} closeThreshold={0.25}>
      <Drawer.Portal>
        <Drawer.Overlay className="ui-sheet__overlay" />
        <Drawer.Content className="ui-sheet-panel rt-drawer" aria-describedby="rt-drawer-text">
          <div className="ui-sheet__handle rt-drawer__handle" aria-hidden="true" />
          <Drawer.Title className="rt-drawer__title">{texts.title}</Drawer.Title>
          <Drawer.Description id="rt-drawer-text" className="rt-drawer__text">
            {stop ? stop.text : texts.text}
          </Drawer.Description>
          <button
            type="button"
            className="rt-drawer__button rt-drawer__button--primary"
            onClick={action?.kind === 'go' ? () => onGo(action.to) : onReady}
          >
            {action ? action.label : texts.action}
          </button>
          <button type="button" className="rt-drawer__button" onClick={close}>
            Закрыть
          </button>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
