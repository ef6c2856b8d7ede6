// Support contact (config.support_trader_tg) and the app version.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { configQuery } from '../../../shared/api/resources.ts';
import { openTelegramLink } from '../../../shared/telegram/links.ts';
import { supportLink } from '../../../shared/telegram/support-link.ts';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { ErrorState } from '../../../shared/ui/state-views.tsx';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export function AboutSection({ version }: { version: string }) {
  const runtime = useApi();
  const config = useQuery(configQuery(runtime.api));
  const fallback = runtime.config.VITE_SUPPORT_URL;
  const remote = config.data?.support_trader_tg;
  // Only a https://t.me/<username> link (no proxy, invite or other t.me action), else the build's default.
  const link = useMemo(() => (remote === undefined ? undefined : supportLink(remote, fallback)), [remote, fallback]);
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
