// The home states without an order or a search: onboarding, no requisites, no balance.
import type { ReactNode } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { displayAmount } from '../../../domain/money.ts';
import { missingBalance } from '../../../domain/home-status.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { KeyValueList } from '../../../shared/ui/key-value.tsx';
import { keepRangesWhole } from '../../../shared/ui/no-break.tsx';
import { PATHS } from '../../../shared/routes/route-table.ts';
import './orders.css';

type StatusData = components['schemas']['StatusData'];
type StatusSummary = components['schemas']['StatusSummary'];
type Config = components['schemas']['Config'];

export const ROUTES_TO = {
  addRequisite: PATHS['requisite-add'],
  replenish: PATHS['balance-replenish'],
} as const;

export interface OnboardingProps {
  status: StatusSummary;
  config: Config;
  /** The welcome flag (session store, default true). */
  welcome: boolean;
  onDismiss(): void;
  navigate(to: string): void;
  /** Shown once a requisite is active and the balance suffices: the start of auto-accept. */
  children?: ReactNode;
}

/** First steps for a trader with no completed orders; the welcome text until dismissed. */
export function Onboarding({ status, config, welcome, onDismiss, navigate, children }: OnboardingProps) {
  const hasRequisite = status.active_payment_detail_count > 0;
  const missing = missingBalance(status, config);
  const steps = [
    {
      key: 'requisite',
      title: 'Добавьте реквизит',
      text: 'Карту или телефон для СБП, на которые клиенты будут платить.',
      done: hasRequisite,
      action: { label: 'Добавить реквизит', to: ROUTES_TO.addRequisite },
    },
    {
      key: 'balance',
      title: 'Пополните баланс',
      text: `Для торговли нужно не меньше ${displayAmount(config.min_trading_balance)}\u00a0USDT.`,
      done: missing === 0,
      action: { label: 'Пополнить баланс', to: ROUTES_TO.replenish },
    },
    {
      key: 'start',
      title: 'Запустите поиск сделки',
      text: 'Автоприём сам найдёт сделку; подтвердите оплату, когда деньги придут.',
      done: false,
      action: null,
    },
  ];
  const next = steps.find((s) => !s.done && s.action !== null);
  return (
    <div className="orders-stack">
      {welcome ? (
        <section className="orders-card" aria-labelledby="welcome-title">
          <h2 className="orders-title" id="welcome-title">
            Добро пожаловать!
          </h2>
          <p className="orders-text">Здесь вы принимаете сделки: клиенты платят рубли на ваши реквизиты, а вы получаете USDT. Начните с трёх шагов.</p>
        </section>
      ) : null}
      <section aria-label="Как начать">
        <ol className="orders-steps">
          {steps.map((step, i) => (
            <li key={step.key} className={`orders-step${step.done ? ' orders-step--done' : ''}`}>
              <span className="orders-step__mark" aria-hidden="true">
                {step.done ? '✓' : i + 1}
              </span>
              <div>
                <p className="orders-step__title">
                  {step.title}
                  {step.done ? <span className="ui-visually-hidden"> — готово</span> : null}
                </p>
                <p className="orders-text">{keepRangesWhole(step.text)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      {next === undefined ? children : null}
      <div className="orders-actions">
        {next?.action ? (
          <Button block onClick={() => navigate(next.action.to)}>
            {next.action.label}
          </Button>
        ) : null}
        {welcome ? (
          <Button block variant="secondary" onClick={onDismiss}>
            Понятно
          </Button>
        ) : null}
      </div>
    </div>
  );
}

export function NoRequisites({ navigate }: { navigate(to: string): void }) {
  return (
    <section className="orders-card orders-stack" aria-labelledby="no-requisites-title">
      <div>
        <h2 className="orders-title" id="no-requisites-title">
          Нет активных реквизитов
        </h2>
        <p className="orders-text">Чтобы получать сделки, добавьте карту или телефон для СБП — на них клиенты будут платить.</p>
      </div>
      <Button block onClick={() => navigate(ROUTES_TO.addRequisite)}>
        Добавить реквизит
      </Button>
    </section>
  );
}

export function NoBalance({ status, config, navigate }: { status: StatusData; config: Config; navigate(to: string): void }) {
  const missing = missingBalance(status, config);
  const summary = 'order_type' in status ? null : status;
  return (
    <section className="orders-card orders-stack" aria-labelledby="no-balance-title">
      <div>
        <h2 className="orders-title" id="no-balance-title">
          Недостаточно средств для торговли
        </h2>
        <p className="orders-text">Пополните баланс, чтобы получать сделки.</p>
      </div>
      <div>
        <p className="orders-eyebrow">Не хватает</p>
        <p className="orders-amount" data-testid="missing-balance">
          {displayAmount(missing)}&nbsp;USDT
        </p>
      </div>
      {summary ? (
        <KeyValueList
          items={[
            { label: 'Доступно', value: `${displayAmount(summary.available_balance)}\u00a0USDT` },
            { label: 'Овердрафт', value: `${displayAmount(summary.allowed_overdraft)}\u00a0USDT` },
            { label: 'Минимум для торговли', value: `${displayAmount(config.min_trading_balance)}\u00a0USDT` },
          ]}
        />
      ) : null}
      <Button block onClick={() => navigate(ROUTES_TO.replenish)}>
        Пополнить баланс
      </Button>
    </section>
  );
}
