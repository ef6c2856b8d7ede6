// Settings: messages from the bot (Mini Apps 6.9). The trader lets the bot write to them
// through Telegram's write-access request; the launch params say when it already may. A second
// ask while the client's dialog is open is refused by the SDK ('Write access request is
// currently in progress', logged) and the trader sees that it is open.
import { useState } from 'react';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { botMayWrite, requestBotMessages } from '../../../shared/telegram/write-access.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export const NOTIFICATIONS_COPY = {
  title: 'Уведомления',
  text: 'Сообщения от бота: новые сделки, споры и движение баланса приходят в чат с ботом, даже когда приложение закрыто.',
  button: 'Разрешить сообщения от бота',
  allowed: 'Бот может присылать вам сообщения.',
  refused: 'Вы не разрешили сообщения от бота. Разрешить можно в любой момент.',
  busy: 'Запрос уже открыт в Telegram',
  failed: 'Не удалось запросить разрешение. Попробуйте ещё раз.',
} as const;

type State = 'ask' | 'allowed' | 'refused' | 'failed';

export default function NotificationsSection() {
  const [state, setState] = useState<State>(() => (botMayWrite() ? 'allowed' : 'ask'));
  const ask = async () => {
    const outcome = await requestBotMessages();
    if (outcome.ok) {
      setState(outcome.value ? 'allowed' : 'refused');
      haptic.notify(outcome.value ? 'success' : 'warning');
      return;
    }
    if (outcome.reason === 'busy') notify.info(NOTIFICATIONS_COPY.busy);
    else setState('failed');
  };
  return (
    <SettingsSection title={NOTIFICATIONS_COPY.title}>
      <p className="set-section__text">{NOTIFICATIONS_COPY.text}</p>
      {state === 'allowed' ? (
        <p className="set-section__text" role="status">
          {NOTIFICATIONS_COPY.allowed}
        </p>
      ) : (
        <>
          {state === 'refused' || state === 'failed' ? (
            <p className="set-error" role="alert">
              {state === 'refused' ? NOTIFICATIONS_COPY.refused : NOTIFICATIONS_COPY.failed}
            </p>
          ) : null}
          <Button variant="secondary" block onClick={() => void ask()}>
            {NOTIFICATIONS_COPY.button}
          </Button>
        </>
      )}
    </SettingsSection>
  );
}
