// Editing a requisite (issue 28): the requisite form filled with the requisite, once the list
// has it. A requisite the backend does not take an edit for now (an order in progress pays to
// it), one it gives no word on (a backend without the edit call), or one that is gone gets a
// clear state with the way back, never the form.
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { requisitesQuery } from '../../../shared/api/resources.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import type { RequisiteLookups } from '../model/requisite.ts';
import { RequisiteForm } from './requisite-form.tsx';

export interface RequisiteEditProps {
  id: number;
  lookups: RequisiteLookups;
  /** After the change was saved (the toast is shown already). */
  onDone(): void;
  /** Leave without saving (the form's cancel, and the way back from a state). */
  onCancel(): void;
}

export const EDIT_STATES = {
  gone: { title: 'Реквизит не найден', text: 'Возможно, его удалили. Вернитесь к списку реквизитов.' },
  inUse: { title: 'Сейчас изменить нельзя', text: 'По этому реквизиту идёт сделка: изменить его можно после её завершения.' },
  unsupported: { title: 'Изменение недоступно', text: 'Изменять реквизиты пока нельзя. Можно отключить этот реквизит и добавить новый.' },
} as const;

export function RequisiteEdit({ id, lookups, onDone, onCancel }: RequisiteEditProps) {
  const { api } = useApi();
  const query = useQuery(requisitesQuery(api));
  if (query.isError && !query.data) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState rows={4} label="Загрузка реквизита" />;
  const requisite = query.data.find((r) => r.id === id && r.status !== 'DELETED');
  const state = !requisite ? EDIT_STATES.gone : requisite.editable === false ? EDIT_STATES.inUse : requisite.editable !== true ? EDIT_STATES.unsupported : null;
  if (!requisite || state) {
    const shown = state ?? EDIT_STATES.gone;
    return <EmptyState title={shown.title} text={shown.text} action={<Button onClick={onCancel}>К реквизитам</Button>} />;
  }
  // Keyed by the requisite: another one (or the same one changed elsewhere) starts the form afresh.
  return <RequisiteForm key={requisite.id} lookups={lookups} editing={requisite} onDone={onDone} onCancel={onCancel} />;
}
