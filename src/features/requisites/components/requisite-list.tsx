// The trader's requisites: status, bank, method and the masked account; activate or
// deactivate, and delete after a confirmation popup. Issue 28: edit where the backend takes an
// edit (proposed `editable`; not while an order pays to it), and each requisite's turnover and
// limits where the backend gives them (GET /traders/requisites/stats, proposed). A backend
// without either shows neither, and nothing else changes. Issue 37: a requisite an order in
// progress pays to (the current orders say so, or the backend's `editable: false`) offers no
// disable, delete or edit, and says why; a refusal the server sends anyway (409
// REQUISITE_IN_USE) is shown in Russian and the list is read again.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { orderListQuery, requisitesQuery } from '../../../shared/api/resources.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { requisiteStatsQuery, useDeleteRequisite, useToggleRequisite } from '../api/requisites-api.ts';
import { requisitesInUse, requisiteViews, type RequisiteLookups, type RequisiteView } from '../model/requisite.ts';
import { statsById, statsLines, type RequisiteStats } from '../model/requisite-stats.ts';
import './requisites.css';

/** Why a requisite in use offers nothing to change: the same words on its card and its edit page. */
export const REQUISITE_IN_USE_NOTE = 'По реквизиту идёт сделка: изменить, отключить или удалить его можно после её завершения.';

export interface RequisiteListProps {
  lookups: RequisiteLookups;
  onAdd(): void;
  /** Opens the edit of a requisite (issue 28). */
  onEdit(id: number): void;
  onOpenSettings?: () => void;
}

export function RequisiteList({ lookups, onAdd, onEdit, onOpenSettings }: RequisiteListProps) {
  const { api } = useApi();
  const query = useQuery(requisitesQuery(api));
  const stats = useQuery(requisiteStatsQuery(api));
  // The orders in progress say which requisites a customer may be paying to now (the shell keeps
  // them fresh from the socket's order events).
  const orders = useQuery(orderListQuery(api));
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState label="Загрузка реквизитов" />;
  const views = requisiteViews(query.data, lookups, requisitesInUse(orders.data?.items ?? []));
  const toolbar = (
    <div className="req-toolbar">
      <Button variant="secondary" onClick={onAdd}>
        Добавить реквизит
      </Button>
      {onOpenSettings ? (
        <Button variant="secondary" onClick={onOpenSettings}>
          Настройки
        </Button>
      ) : null}
    </div>
  );
  if (views.length === 0) {
    return (
      <>
        <EmptyState
          title="Реквизитов пока нет"
          text="Добавьте карту или номер телефона для СБП, чтобы принимать оплату по сделкам."
          action={<Button onClick={onAdd}>Добавить реквизит</Button>}
        />
        {onOpenSettings ? (
          <div className="req-toolbar">
            <Button variant="secondary" onClick={onOpenSettings}>
              Настройки
            </Button>
          </div>
        ) : null}
      </>
    );
  }
  // The figures are extra: loading, they are not there yet; a backend without the call, never.
  const figures = stats.data ? statsById(stats.data) : null;
  const statsFailed = stats.isError && !callMissing(stats.error);
  return (
    <>
      {toolbar}
      {statsFailed ? (
        <p className="req-stats-error" role="status">
          Не удалось загрузить обороты реквизитов.{' '}
          <button type="button" className="req-stats-error__retry" onClick={() => void stats.refetch()}>
            Повторить
          </button>
        </p>
      ) : null}
      <ul className="req-list" aria-label="Реквизиты">
        {views.map((view) => (
          <RequisiteCard key={view.id} view={view} stats={figures?.get(view.id) ?? null} onEdit={() => onEdit(view.id)} />
        ))}
      </ul>
    </>
  );
}

/** Today's and this month's turnover against the limits, as rows with a bar where there is a limit. */
function RequisiteFigures({ stats }: { stats: RequisiteStats }) {
  return (
    <dl className="req-stats" aria-label="Оборот и лимиты">
      {statsLines(stats).map((line) => (
        <div key={line.period} className={`req-stats__row req-stats__row--${line.level}`} data-testid={`requisite-${line.period}`}>
          <dt className="req-stats__label">{line.label}</dt>
          <dd className="req-stats__value">{line.value}</dd>
          <dd className="req-stats__detail">
            {line.share !== null ? (
              <span className="req-stats__bar" aria-hidden="true">
                <span style={{ width: `${Math.round(line.share * 100)}%` }} />
              </span>
            ) : null}
            {line.detail}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RequisiteCard({ view, stats, onEdit }: { view: RequisiteView; stats: RequisiteStats | null; onEdit(): void }) {
  const toggle = useToggleRequisite();
  const remove = useDeleteRequisite();
  const [busy, setBusy] = useState(false);
  const active = view.status === 'ACTIVE';
  const label = `${view.bankName}, ${view.methodLabel} ${view.account}`;

  const onToggle = useGuardedAction(async () => {
    try {
      await toggle.mutateAsync({ id: view.id, active: !active });
      haptic.notify('success');
      notify.success(active ? 'Реквизит отключён' : 'Реквизит включён');
    } catch (error) {
      haptic.notify('error');
      notify.error(active ? 'Не удалось отключить реквизит' : 'Не удалось включить реквизит', errorMessage(error));
    }
  });

  const onDelete = useGuardedAction(async () => {
    const confirmed = await confirmAction({
      title: 'Удалить реквизит?',
      message: `${view.bankName}, ${view.account}. Сделки по нему больше не придут. Удаление нельзя отменить.`,
      confirmText: 'Удалить',
      destructive: true,
    }).catch(() => false);
    if (!confirmed) return;
    setBusy(true);
    try {
      await remove.mutateAsync(view.id);
      haptic.notify('success');
      notify.success('Реквизит удалён');
    } catch (error) {
      haptic.notify('error');
      notify.error('Не удалось удалить реквизит', errorMessage(error));
    } finally {
      setBusy(false);
    }
  });

  return (
    <li className={`req-card${active ? '' : ' req-card--inactive'}`} aria-label={label}>
      <div className="req-card__head">
        <h2 className="req-card__bank">{view.bankName}</h2>
        <span className="req-card__status" data-status={`requisite:${view.status}`}>{view.statusLabel}</span>
      </div>
      <div className="req-card__main">
        <span className="req-card__account">{view.account}</span>
        <span className="req-card__meta">
          {view.methodLabel} · {view.holderName}
        </span>
      </div>
      {stats ? <RequisiteFigures stats={stats} /> : null}
      {view.inUse ? (
        <p className="req-card__note">{REQUISITE_IN_USE_NOTE}</p>
      ) : (
        <div className="req-card__actions">
          {view.editable === true ? (
            <Button variant="secondary" disabled={busy || onToggle.pending} onClick={onEdit} aria-label={`Изменить: ${label}`}>
              Изменить
            </Button>
          ) : null}
          <Button variant="secondary" loading={onToggle.pending} disabled={busy} onClick={() => void onToggle.run()} aria-label={`${active ? 'Отключить' : 'Включить'}: ${label}`}>
            {active ? 'Отключить' : 'Включить'}
          </Button>
          <Button variant="destructive" loading={busy} disabled={onToggle.pending} onClick={() => void onDelete.run()} aria-label={`Удалить: ${label}`}>
            Удалить
          </Button>
        </div>
      )}
    </li>
  );
}
