// /balance: the derived amounts of spec section 9 and the ways to move money.
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { balanceQuery } from '../../../shared/api/resources.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { balanceRows } from '../model/balance-rows.ts';
import './balance.css';
import { PATHS } from '../../../shared/routes/route-table.ts';

export const BALANCE_PATHS = {
  replenish: PATHS['balance-replenish'],
  withdraw: PATHS['balance-conclusion'],
  transfer: PATHS['balance-translation'],
  operations: PATHS['balance-operations'],
} as const;

export function BalanceSummary({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { api } = useApi();
  const balance = useQuery(balanceQuery(api));

  let body;
  if (balance.isError) {
    body = <ErrorState message={errorMessage(balance.error)} onRetry={() => void balance.refetch()} />;
  } else if (!balance.data) {
    body = <LoadingState rows={4} label="Загрузка баланса" />;
  } else {
    const [own, ...rest] = balanceRows(balance.data);
    body = (
      <section className="balance-card" aria-label="Баланс">
        {own ? (
          <>
            <p className="balance-card__label" id="balance-own">
              {own.label}
            </p>
            <p className="balance-card__value" aria-labelledby="balance-own" data-testid={own.key}>
              {own.value}
            </p>
          </>
        ) : null}
        <KeyValueList label="Детали баланса" items={rest.map((r) => ({ label: r.label, value: <span data-testid={r.key}>{r.value}</span> }))} />
      </section>
    );
  }

  const link = (path: string) => (event: MouseEvent) => {
    event.preventDefault();
    onNavigate(path);
  };

  return (
    <>
      {body}
      <nav aria-label="Действия с балансом">
        <div className="balance-actions">
          <Button onClick={() => onNavigate(BALANCE_PATHS.replenish)}>Пополнить</Button>
          <Button variant="secondary" onClick={() => onNavigate(BALANCE_PATHS.withdraw)}>
            Вывести
          </Button>
          <Button variant="secondary" onClick={() => onNavigate(BALANCE_PATHS.transfer)}>
            Перевести
          </Button>
        </div>
        <a className="balance-link" href={BALANCE_PATHS.operations} onClick={link(BALANCE_PATHS.operations)}>
          <span>История операций</span>
          <span className="balance-link__chevron" aria-hidden="true">
            ›
          </span>
        </a>
      </nav>
    </>
  );
}
