// Home: the trader's summary from the mocks. The home states by status arrive with the
// trader-screens issue.
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/errors.ts';
import { displayAmount } from '../../shared/lib/format.ts';
import { homeStatus } from '../../shared/lib/home-status.ts';
import { ErrorState, LoadingState } from '../../shared/ui/state-views.tsx';
import { ScreenTitle } from '../shell/screen-title.tsx';
import { useRuntime } from '../shell/runtime-context.ts';
import '../shell/shell.css';

const STATUS_LABELS = {
  active_order: 'Активная сделка',
  autoaccept: 'Идёт поиск сделки',
  onboarding: 'Первые шаги',
  no_requisites: 'Нет активных реквизитов',
  no_balance: 'Недостаточно средств',
  done: 'Готов к сделкам',
} as const;

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="home-row">
      <span className="home-row__label">{label}</span>
      <span data-testid={label}>{value}</span>
    </div>
  );
}

export default function HomeScreen() {
  const { api } = useRuntime();
  const trader = useQuery(api.trader.queryOptions('get', '/traders'));
  const balance = useQuery(api.trader.queryOptions('get', '/traders/balance'));
  const status = useQuery(api.trader.queryOptions('get', '/traders/check'));
  const config = useQuery(api.trader.queryOptions('get', '/config'));
  const queries = [trader, balance, status, config];
  const failed = queries.find((q) => q.isError);
  return (
    <>
      <ScreenTitle title={trader.data ? `Трейдер #${trader.data.id}` : 'Главная'} />
      {failed ? (
        <ErrorState message={errorMessage(failed.error)} onRetry={() => queries.forEach((q) => void q.refetch())} />
      ) : !trader.data || !balance.data || !status.data || !config.data ? (
        <LoadingState />
      ) : (
        <section aria-label="Сводка">
          <Row label="Статус" value={STATUS_LABELS[homeStatus(status.data, config.data)]} />
          <Row label="Часовой пояс" value={trader.data.timezone} />
          <Row label="Баланс" value={`${displayAmount(balance.data.total_amount)} USDT`} />
          <Row label="Доступно" value={`${displayAmount(balance.data.available_amount)} USDT`} />
          <Row label="Мин. баланс для торговли" value={`${displayAmount(config.data.min_trading_balance)} USDT`} />
        </section>
      )}
    </>
  );
}
