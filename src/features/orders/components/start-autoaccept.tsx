// Ready to trade: a readiness check that names what would stop trades (no active requisite,
// too little balance, outside today's schedule), then the start of auto-accept: one request per
// intent, the button locked once started (the status refetch then shows the search).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { requisitesQuery, scheduleQuery, traderQuery } from '../../../shared/api/resources.ts';
import { useIntent } from '../../../shared/lib/intent.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { MainAction } from '../../../shared/ui/main-action.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { keepRangesWhole } from '../../../shared/ui/no-break.tsx';
import { useStartAutoaccept } from '../api/orders-api.ts';
import { readinessReasons, reasonView } from '../model/readiness.ts';
import { useNow } from './use-now.ts';
import './orders.css';

type StatusData = components['schemas']['StatusData'];
type Config = components['schemas']['Config'];

export interface StartAutoacceptProps {
  status: StatusData;
  config: Config;
  navigate(to: string): void;
  /** Auto-accept runs (started now or already active). */
  onStarted(): void;
}

export function StartAutoaccept({ status, config, navigate, onStarted }: StartAutoacceptProps) {
  const { api } = useApi();
  const requisites = useQuery(requisitesQuery(api));
  const schedule = useQuery(scheduleQuery(api));
  const trader = useQuery(traderQuery(api));
  // The schedule check follows the clock (a shift may start while the screen is open).
  const now = useNow(30_000);
  const start = useStartAutoaccept();
  const intent = useIntent();
  const [error, setError] = useState<string | null>(null);

  const failed = [requisites, schedule].find((q) => q.isError);
  if (failed) {
    return (
      <ErrorState
        title="Не удалось проверить готовность"
        message={errorMessage(failed.error)}
        onRetry={() => {
          void requisites.refetch();
          void schedule.refetch();
        }}
      />
    );
  }
  if (!requisites.data || !schedule.data) return <LoadingState rows={2} label="Проверяем готовность" />;

  const reasons = readinessReasons({
    requisites: requisites.data,
    status,
    config,
    schedule: schedule.data,
    timezone: trader.data?.timezone,
    now: new Date(now),
  });

  const onStart = () =>
    intent.run(async () => {
      setError(null);
      try {
        const result = await start.mutateAsync();
        haptic.notify('success');
        notify.success(result.alreadyActive ? 'Поиск уже запущен' : 'Поиск сделки запущен');
        onStarted();
        return 'done';
      } catch (e) {
        haptic.notify('error');
        setError(errorMessage(e));
        return 'open';
      }
    });

  return (
    <div className="orders-stack">
      {reasons.length === 0 ? (
        <section className="orders-card" aria-labelledby="ready-title">
          <h2 className="orders-title" id="ready-title">
            Всё готово к сделкам
          </h2>
          <p className="orders-text">Реквизит активен, баланса хватает, сейчас рабочее время. Запустите автоприём — мы найдём сделку.</p>
        </section>
      ) : (
        <section aria-labelledby="not-ready-title" className="orders-stack">
          <h2 className="orders-title" id="not-ready-title">
            Сделки не будут приходить
          </h2>
          <ul className="orders-reasons">
            {reasons.map((reason) => {
              const view = reasonView(reason);
              return (
                <li key={reason.kind} className="orders-reason">
                  <p className="orders-reason__title">{view.title}</p>
                  <p className="orders-text">{keepRangesWhole(view.text)}</p>
                  <Button variant="secondary" onClick={() => navigate(view.action.to)}>
                    {view.action.label}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {error ? (
        <p className="orders-inline-error" role="alert">
          {error}
        </p>
      ) : null}
      <MainAction text="Начать поиск сделок" onClick={onStart} disabled={reasons.length > 0} loading={intent.pending || intent.done} />
    </div>
  );
}
