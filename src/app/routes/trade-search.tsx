// /trade/search: the search in progress while auto-accept looks for an order. When nothing is
// searching, it says why and offers the start (when ready) or the way home.
import { useQuery } from '@tanstack/react-query';
import { AutoacceptSearch, underMinimum } from '../../features/orders/components/autoaccept-search.tsx';
import { StartAutoaccept } from '../../features/orders/components/start-autoaccept.tsx';
import { errorMessage } from '../../shared/api/errors.ts';
import { configQuery, statusQuery } from '../../shared/api/resources.ts';
import { homeStatus } from '../../domain/home-status.ts';
import { Button } from '../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useRuntime, useShellNavigation } from '../shell/runtime-context.ts';
import { PATHS } from '../../shared/routes/route-table.ts';

const NOT_SEARCHING: Record<string, { title: string; text: string }> = {
  active_order: { title: 'У вас есть активная сделка', text: 'Пока сделка в работе, поиск не нужен. Завершите её на главной.' },
  onboarding: { title: 'Поиск не запущен', text: 'Сначала пройдите первые шаги на главной.' },
  no_requisites: { title: 'Поиск не запущен', text: 'Нет активных реквизитов: клиентам некуда платить. Добавьте реквизит.' },
  no_balance: { title: 'Поиск не запущен', text: 'Недостаточно средств для торговли. Пополните баланс.' },
};

export default function TradeSearchScreen() {
  const { api } = useRuntime();
  const { navigate } = useShellNavigation();
  const status = useQuery(statusQuery(api));
  const config = useQuery(configQuery(api));
  const failed = [status, config].find((q) => q.isError);

  let content;
  if (failed) {
    content = (
      <ErrorState
        message={errorMessage(failed.error)}
        onRetry={() => {
          void status.refetch();
          void config.refetch();
        }}
      />
    );
  } else if (!status.data || !config.data) {
    content = <LoadingState />;
  } else {
    const s = status.data;
    const state = homeStatus(s, config.data);
    if (state === 'autoaccept' && !('order_type' in s) && s.autoaccept_expired_at) {
      content = <AutoacceptSearch expiresAt={s.autoaccept_expired_at} {...underMinimum(s, config.data, navigate)} />;
    } else if (state === 'done') {
      content = (
        <>
          <EmptyState title="Поиск не запущен" text="Автоприём сейчас выключен. Запустите его, чтобы получать сделки." />
          <StartAutoaccept status={s} config={config.data} navigate={navigate} onStarted={() => void status.refetch()} />
        </>
      );
    } else {
      const texts = NOT_SEARCHING[state] ?? { title: 'Поиск не запущен', text: 'Откройте главную, чтобы продолжить.' };
      content = <EmptyState title={texts.title} text={texts.text} action={<Button onClick={() => navigate(PATHS.index)}>На главную</Button>} />;
    }
  }
  return (
    <>
      <ScreenTitle />
      {content}
    </>
  );
}
