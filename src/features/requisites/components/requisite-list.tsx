// The trader's requisites: status, bank, method and the masked account; activate or
// deactivate, and delete after a confirmation popup.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { requisitesQuery } from '../../../shared/api/resources.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { confirmAction } from '../../../shared/telegram/popup.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { useDeleteRequisite, useToggleRequisite } from '../api/requisites-api.ts';
import { requisiteViews, type RequisiteLookups, type RequisiteView } from '../model/requisite.ts';
import './requisites.css';

export interface RequisiteListProps {
  lookups: RequisiteLookups;
  onAdd(): void;
  onOpenSettings?: () => void;
}

export function RequisiteList({ lookups, onAdd, onOpenSettings }: RequisiteListProps) {
  const { api } = useApi();
  const query = useQuery(requisitesQuery(api));
  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState label="Загрузка реквизитов" />;
  const views = requisiteViews(query.data, lookups);
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
  return (
    <>
      {toolbar}
      <ul className="req-list" aria-label="Реквизиты">
        {views.map((view) => (
          <RequisiteCard key={view.id} view={view} />
        ))}
      </ul>
    </>
  );
}

function RequisiteCard({ view }: { view: RequisiteView }) {
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
      <div className="req-card__actions">
        <Button variant="secondary" loading={onToggle.pending} disabled={busy} onClick={() => void onToggle.run()} aria-label={`${active ? 'Отключить' : 'Включить'}: ${label}`}>
          {active ? 'Отключить' : 'Включить'}
        </Button>
        <Button variant="destructive" loading={busy} disabled={onToggle.pending} onClick={() => void onDelete.run()} aria-label={`Удалить: ${label}`}>
          Удалить
        </Button>
      </div>
    </li>
  );
}
