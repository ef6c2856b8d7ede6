// Support contact (config.support_trader_tg) and the app version.
import { errorMessage } from '../../../shared/api/errors.ts';
import { openTelegramLink } from '../../../shared/telegram/links.ts';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { ErrorState } from '../../../shared/ui/state-views.tsx';
import { useConfig } from '../api/settings-api.ts';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export function AboutSection({ version }: { version: string }) {
  const config = useConfig();
  const link = config.data?.support_trader_tg;
  const support = config.isError ? (
    <ErrorState title="Контакт поддержки недоступен" message={errorMessage(config.error)} onRetry={() => void config.refetch()} />
  ) : null;
  return (
    <SettingsSection title="О приложении" className="set-about">
      <KeyValueList
        label="О приложении"
        items={[
          {
            label: 'Поддержка',
            value: link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                onClick={(e) => {
                  e.preventDefault();
                  try {
                    openTelegramLink(link);
                  } catch {
                    window.open(link, '_blank', 'noopener,noreferrer');
                  }
                }}
              >
                Написать в поддержку
              </a>
            ) : config.isError ? (
              '—'
            ) : (
              'Загрузка…'
            ),
          },
          { label: 'Версия', value: version },
        ]}
      />
      {support}
    </SettingsSection>
  );
}
