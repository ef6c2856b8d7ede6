// How long auto-accept searches for an order (minutes, 5..480, default 60), stored on this
// device and copied to Telegram's cloud storage for the trader's other devices; whoever starts
// auto-accept reads it.
import { useEffect, useRef, useState } from 'react';
import { subscribePreferences } from '../../../domain/preferences.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { DURATION_HINT, formatDuration, parseDuration, readAutoacceptDuration, writeAutoacceptDuration } from '../../../domain/autoaccept-duration.ts';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export function AutoacceptSection() {
  const [saved, setSaved] = useState(() => readAutoacceptDuration());
  const [text, setText] = useState(() => String(saved));
  const [tried, setTried] = useState(false);
  const parsed = parseDuration(text);
  const error = tried && !parsed.ok ? parsed.message : null;
  const unchanged = parsed.ok && parsed.minutes === saved;

  // A value from the cloud (another device) replaces the shown one unless the trader is editing.
  const shown = useRef({ saved, text });
  useEffect(() => {
    shown.current = { saved, text };
  });
  useEffect(
    () =>
      subscribePreferences(() => {
        const stored = readAutoacceptDuration();
        const { saved: was, text: typed } = shown.current;
        if (stored === was) return;
        setSaved(stored);
        if (typed === String(was)) setText(String(stored));
      }),
    [],
  );

  const save = () => {
    setTried(true);
    if (!parsed.ok) {
      haptic.notify('error');
      return;
    }
    if (!writeAutoacceptDuration(parsed.minutes)) {
      haptic.notify('error');
      notify.error('Не удалось сохранить настройку', 'Хранилище браузера недоступно.');
      return;
    }
    setSaved(parsed.minutes);
    setText(String(parsed.minutes));
    void import('../../../domain/cloud-prefs.ts').then(({ pushCloudPref }) => pushCloudPref('autoacceptDuration'));
    haptic.notify('success');
    notify.success('Время поиска сохранено', formatDuration(parsed.minutes));
  };

  return (
    <SettingsSection title="Автоприём сделок">
      <p className="set-section__text">
        Сколько длится поиск сделки после запуска автоприёма. Сейчас: <strong>{formatDuration(saved)}</strong>.
      </p>
      <form
        className="set-inline"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
      >
        <Field
          label="Время поиска"
          suffix="мин"
          inputMode="numeric"
          name="autoaccept_duration"
          value={text}
          // What was typed stays as typed: rewriting "-5" to 5 or "12.5" to 125 would save a
          // number the trader never meant. parseDuration says what is wrong instead.
          maxLength={12}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => setTried(true)}
          error={error}
          hint={DURATION_HINT}
        />
        <Button type="submit" variant="secondary" disabled={unchanged}>
          Сохранить
        </Button>
      </form>
    </SettingsSection>
  );
}
