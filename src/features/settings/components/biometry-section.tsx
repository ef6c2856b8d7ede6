// Settings: biometric confirmation of withdraw and transfer (Mini Apps 7.2), shown only where
// the client offers biometry. On by default; the first turn-on (or the first money move) asks
// the trader for access. The choice is kept on this device and in Telegram's cloud storage.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { readBiometryConfirm, subscribePreferences } from '../../../domain/preferences.ts';
import { biometryInfo, loadBiometry, openBiometrySettings, requestBiometryAccess, type BiometryInfo } from '../../../shared/telegram/biometry.ts';
import { savePreference } from '../../../domain/cloud-prefs.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export const BIOMETRY_SETTINGS_COPY = {
  title: 'Подтверждение биометрией',
  text: 'Вывод и перевод средств подтверждаются отпечатком пальца или лицом после подтверждения суммы.',
  toggle: 'Подтверждать вывод и перевод',
  reason: 'Чтобы подтверждать вывод и перевод средств',
  denied: 'Доступ к биометрии не выдан. Его можно разрешить в настройках Telegram.',
  openSettings: 'Открыть настройки биометрии',
  saveFailed: 'Не удалось сохранить настройку',
} as const;

export default function BiometrySection() {
  const [info, setInfo] = useState<BiometryInfo | null>(null);
  const [denied, setDenied] = useState(false);
  const on = useSyncExternalStore(subscribePreferences, readBiometryConfirm, readBiometryConfirm);

  useEffect(() => {
    let live = true;
    void loadBiometry().then((loaded) => {
      if (!live) return;
      setInfo(loaded);
      // Refused before: the client will not ask again; its settings can grant it.
      setDenied(loaded !== null && loaded.accessRequested && !loaded.accessGranted);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!info?.available) return null;

  const save = (value: boolean) => {
    if (!savePreference('biometryConfirm', value ? '1' : '0')) {
      haptic.notify('error');
      notify.error(BIOMETRY_SETTINGS_COPY.saveFailed);
      return;
    }
    haptic.selection();
  };

  const toggle = async (value: boolean) => {
    if (!value) {
      setDenied(false);
      save(false);
      return;
    }
    if (!info.accessGranted) {
      if (info.accessRequested) {
        setDenied(true);
        return;
      }
      const access = await requestBiometryAccess(BIOMETRY_SETTINGS_COPY.reason);
      const next = biometryInfo();
      if (next) setInfo(next);
      if (!access.ok || !access.value) {
        setDenied(true);
        save(false);
        return;
      }
    }
    setDenied(false);
    save(true);
  };

  return (
    <SettingsSection title={BIOMETRY_SETTINGS_COPY.title}>
      <p className="set-section__text">{BIOMETRY_SETTINGS_COPY.text}</p>
      <label className="set-switch">
        <span>{BIOMETRY_SETTINGS_COPY.toggle}</span>
        <input type="checkbox" role="switch" checked={on && !denied} onChange={(e) => void toggle(e.target.checked)} />
      </label>
      {denied ? (
        <>
          <p className="set-error" role="alert">
            {BIOMETRY_SETTINGS_COPY.denied}
          </p>
          <Button variant="secondary" block onClick={openBiometrySettings}>
            {BIOMETRY_SETTINGS_COPY.openSettings}
          </Button>
        </>
      ) : null}
    </SettingsSection>
  );
}
