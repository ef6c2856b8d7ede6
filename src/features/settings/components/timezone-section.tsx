// The trader's timezone, in Russian with its UTC offset ('Москва (UTC+3)', never the IANA id);
// a sheet lists every zone (current first, then Russia's) with search; choosing one saves it
// (PUT /traders/timezone). The schedule keeps its own zone: once the account's is saved, the trader
// is asked how to move the schedule with it, or to leave it (issue 37, ./schedule-move.tsx).
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { scheduleQuery, traderQuery } from '../../../shared/api/resources.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { SearchSheet } from '../../../shared/ui/search-sheet.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { useUpdateTimezone } from '../api/settings-api.ts';
import { hasWorkingDays } from '../model/schedule-move.ts';
import { filterTimezones, timezoneLabel, timezoneOptions } from '../model/timezones.ts';
import { ScheduleMoveSheet } from './schedule-move.tsx';
import './settings.css';
import { SettingsSection } from './settings-section.tsx';

export function TimezoneSection() {
  const { api } = useApi();
  const trader = useQuery(traderQuery(api));
  const update = useUpdateTimezone();
  const [open, setOpen] = useState(false);
  const schedule = useQuery(scheduleQuery(api));
  // Issue 37: the zone the schedule should move to, asked once the account's zone is saved.
  const [moveTo, setMoveTo] = useState<string | null>(null);
  const current = trader.data?.timezone ?? null;
  // Offsets are read when the sheet opens (DST may change them between openings).
  const options = useMemo(() => (open ? timezoneOptions(current, new Date()) : []), [open, current]);
  const find = useCallback((query: string) => filterTimezones(options, query), [options]);

  const choose = useGuardedAction(async ({ id: zone, label }: { id: string; label: string }) => {
    if (zone === current) {
      setOpen(false);
      return;
    }
    try {
      await update.mutateAsync(zone);
      haptic.notify('success');
      notify.success('Часовой пояс сохранён', label);
      setOpen(false);
      // The schedule stays in its own zone unless the trader says how to move it.
      const held = schedule.data;
      if (held && held.timezone !== zone && hasWorkingDays(held)) setMoveTo(zone);
    } catch (error) {
      haptic.notify('error');
      notify.error('Не удалось сохранить часовой пояс', errorMessage(error));
    }
  });

  return (
    <SettingsSection title="Часовой пояс">
      {trader.isError ? (
        <ErrorState message={errorMessage(trader.error)} onRetry={() => void trader.refetch()} />
      ) : !trader.data ? (
        <LoadingState rows={1} label="Загрузка часового пояса" />
      ) : (
        <>
          <p className="set-section__text">По нему показывается время сделок и операций. Расписание при смене пояса переносится так, как вы выберете.</p>
          <button
            type="button"
            className="ui-row ui-row--surface set-row"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
          >
            <span className="set-row__main">
              <span>{timezoneLabel(trader.data.timezone, new Date())}</span>
            </span>
            <span className="set-row__chevron" aria-hidden="true">
              ›
            </span>
          </button>
        </>
      )}
      <SearchSheet
        open={open}
        onClose={() => setOpen(false)}
        title="Часовой пояс"
        search={{ label: 'Поиск', placeholder: 'Город или UTC+3' }}
        find={find}
        listLabel="Часовые пояса"
        emptyText="Ничего не найдено"
        selected={current}
        busy={choose.pending}
        onPick={(option) => void choose.run(option)}
      />
      {moveTo !== null ? <ScheduleMoveSheet open zone={moveTo} onClose={() => setMoveTo(null)} /> : null}
    </SettingsSection>
  );
}
