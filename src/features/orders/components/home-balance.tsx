// The available balance at the top of home (issue 28: what matters at a glance), the same amount
// the balance screen calls "Доступно" (GET /traders/balance `available_amount`, warmed by the
// guards for every screen: no request of its own).
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { balanceQuery } from '../../../shared/api/resources.ts';
import { formatMoney } from '../../../domain/money.ts';
import './orders.css';

export function HomeBalance() {
  const { api } = useApi();
  const balance = useQuery(balanceQuery(api));
  if (!balance.data) return null;
  return (
    <p className="home-balance" data-testid="home-balance">
      <span className="home-balance__label">Доступно</span>
      <span className="home-balance__value">{formatMoney(balance.data.available_amount, 'USDT')}</span>
    </p>
  );
}
