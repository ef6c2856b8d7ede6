// Settings: how a new order is announced while the app is open (issue 28, item 3). The sound
// can be turned off (kept on this device and in Telegram's cloud storage, like the other
// preferences); the vibration and the "Новая" mark stay. The screen stays on during a shift.
import { useSyncExternalStore } from 'react';
import { readOrderSound, subscribePreferences } from '../../../domain/preferences.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { savePreference } from '../../../domain/cloud-prefs.ts';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export const ORDER_ALERTS_COPY = {
  title: 'Новые сделки',
  text: 'Пока приложение открыто, новая сделка или предложение приходит с вибрацией и коротким звуком, а в списке сделок отмечается «Новая». Пока идёт поиск или сделка в работе, экран не гаснет.',
  toggle: 'Звук новой сделки',
  test: 'Проверить звук',
  noSound: 'На этом устройстве звук недоступен.',
  saveFailed: 'Не удалось сохранить настройку',
} as const;

export function OrderAlertsSection() {
  const on = useSyncExternalStore(subscribePreferences, readOrderSound, readOrderSound);
  const save = (value: boolean) => {
    if (!savePreference('orderSound', value ? '1' : '0')) {
      haptic.notify('error');
      notify.error(ORDER_ALERTS_COPY.saveFailed);
      return;
    }
    haptic.selection();
  };
  // The test is a tap: the gesture that lets the web view play sound at all.
  const test = async () => {
    const { createAlertSound } = await import('../../../shared/lib/alert-sound.ts');
    if (!createAlertSound().play()) notify.info(ORDER_ALERTS_COPY.noSound);
  };
  return (
    <SettingsSection title={ORDER_ALERTS_COPY.title}>
      <p className="set-section__text">{ORDER_ALERTS_COPY.text}</p>
      {/* The whole row is the switch: a 48 px target, not a 24 px checkbox beside a label. */}
      <button type="button" role="switch" aria-checked={on} className="ui-row set-toggle" onClick={() => save(!on)}>
        <span>{ORDER_ALERTS_COPY.toggle}</span>
        <span className="set-toggle__track" aria-hidden="true">
          <span className="set-toggle__thumb" />
        </span>
      </button>
      <Button variant="secondary" block onClick={() => void test()}>
        {ORDER_ALERTS_COPY.test}
      </Button>
    </SettingsSection>
  );
}
