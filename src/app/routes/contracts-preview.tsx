// Placeholder home (issue 2): signs in against the gateway mock and shows real operations
// fetched through the generated client. The shell issue replaces it with the real screens.
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../shared/api/errors.ts';
import { api, clients, setAccessToken } from '../session.ts';

function useSignIn() {
  return useQuery({
    queryKey: ['dev-sign-in'],
    queryFn: async () => {
      const { data } = await clients.gateway.POST('/auth/token', {
        body: { init_data_raw: 'query_id=dev&user=%7B%22id%22%3A1%7D&auth_date=1763769600', hash: 'dev' },
      });
      if (!data) throw new Error('POST /auth/token returned no token pair');
      setAccessToken(data.access_token);
      return data;
    },
    staleTime: Infinity,
  });
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12, padding: '8px 0', borderBottom: '1px solid #2c2c2e' }}>
      <span style={{ color: '#8e8e93' }}>{label}</span>
      <span data-testid={label}>{value}</span>
    </div>
  );
}

export default function ContractsPreview() {
  const signIn = useSignIn();
  const enabled = signIn.isSuccess;
  const trader = useQuery({ ...api.trader.queryOptions('get', '/traders'), enabled });
  const balance = useQuery({ ...api.trader.queryOptions('get', '/traders/balance'), enabled });
  const status = useQuery({ ...api.trader.queryOptions('get', '/traders/check'), enabled });
  const cfg = useQuery({ ...api.trader.queryOptions('get', '/config'), enabled });

  const failure = [signIn, trader, balance, status, cfg].find((q) => q.isError)?.error;
  if (failure) {
    return (
      <main style={{ padding: 16 }}>
        <h1>Ошибка загрузки</h1>
        <p role="alert">{errorMessage(failure)}</p>
      </main>
    );
  }
  if (!trader.data || !balance.data || !status.data || !cfg.data) {
    return (
      <main style={{ padding: 16 }} aria-busy="true">
        Загрузка…
      </main>
    );
  }
  const s = status.data;
  return (
    <main style={{ padding: 16, maxWidth: 480, margin: '0 auto' }}>
      <h1 style={{ fontSize: 20 }}>Трейдер #{trader.data.id}</h1>
      <Row label="Часовой пояс" value={trader.data.timezone} />
      <Row label="Заблокирован" value={trader.data.blocked ? 'да' : 'нет'} />
      <Row label="Баланс" value={String(balance.data.total_amount)} />
      <Row label="Доступно" value={String(balance.data.available_amount)} />
      <Row label="Статус" value={'order_type' in s ? `активная сделка ${s.order_id}` : `сделок завершено: ${s.completed_order_count}`} />
      <Row label="Мин. баланс для торговли" value={String(cfg.data.min_trading_balance)} />
    </main>
  );
}
