// Moving the schedule with the account's timezone (issue 37): the schedule is held in a zone of its
// own, and changing the account's zone does not move it unless the trader says how. This sheet
// offers the three ways, each with what the first working day becomes: the same hours in the new
// zone, the same instants (a shift starts when it does now), or leaving the schedule where it is
// (then the schedule's section says it stays in its own zone). A choice that moves it saves the
// whole schedule (PUT /traders/schedule) in the new zone.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { scheduleQuery } from '../../../shared/api/resources.ts';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { Sheet } from '../../../shared/ui/sheet.tsx';
import { keepRangesWhole } from '../../../shared/ui/no-break.tsx';
import { useUpdateSchedule } from '../api/settings-api.ts';
import { DAY_LABELS, describeDay, normalizeSchedule } from '../model/schedule-form.ts';
import { moveSchedule, offsetShift, type ScheduleMove } from '../model/schedule-move.ts';
import { timezoneLabel } from '../model/timezones.ts';
import './settings.css';

export interface ScheduleMoveSheetProps {
  open: boolean;
  /** The zone to move the schedule to: the account's. */
  zone: string;
  onClose(): void;
}

/** 'Понедельник 13:00–22:00': the first working day of a schedule, as the choice would make it. */
function firstDay(days: readonly ({ start: string; end: string } | null)[]): string | null {
  const index = days.findIndex((d) => d !== null);
  return index < 0 ? null : `${DAY_LABELS[index] ?? ''} ${describeDay(days[index])}`;
}

/** '4 ч', '30 мин', '5 ч 30 мин'. */
function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} ч` : '', m ? `${m} мин` : ''].filter(Boolean).join(' ');
}

/** What keeping the hours does to the instants: the zone ahead of the old starts the shifts earlier. */
function hoursEffect(from: string, to: string, now: Date): string {
  const ahead = offsetShift(from, to, now);
  if (ahead === null) return 'смены начнутся в те же часы нового пояса.';
  if (ahead === 0) return 'смены начнутся тогда же, что и сейчас.';
  return `смены начнутся на ${duration(Math.abs(ahead))} ${ahead > 0 ? 'раньше' : 'позже'}, чем сейчас.`;
}

export function ScheduleMoveSheet({ open, zone, onClose }: ScheduleMoveSheetProps) {
  const { api } = useApi();
  const schedule = useQuery(scheduleQuery(api));
  const update = useUpdateSchedule();
  const [error, setError] = useState<string | null>(null);
  const now = new Date();
  // Worked out only while the sheet is open (the section keeps it mounted, closed).
  const current = open && schedule.data ? normalizeSchedule(schedule.data) : null;
  const byHours = current ? moveSchedule(current, zone, 'hours', now) : null;
  const byInstants = current ? moveSchedule(current, zone, 'instants', now) : null;
  const to = timezoneLabel(zone, now);

  const move = useGuardedAction(async (keep: ScheduleMove) => {
    const moved = keep === 'hours' ? byHours : byInstants;
    if (!moved) return;
    setError(null);
    try {
      await update.mutateAsync(moved);
      haptic.notify('success');
      notify.success('Расписание перенесено', `По часовому поясу ${to}`);
      onClose();
    } catch (e) {
      haptic.notify('error');
      setError(errorMessage(e));
    }
  });

  return (
    <Sheet open={open} onClose={onClose} title="Перенести расписание?">
      <div className="set-in-sheet set-move">
        {current ? (
          <>
            <p className="set-section__text">
              Расписание сейчас по часовому поясу {timezoneLabel(current.timezone, now)}, а ваш часовой пояс — {to}. Как перенести его?
            </p>
            {byHours ? (
              <Button variant="secondary" block loading={move.pending} onClick={() => void move.run('hours')}>
                Оставить те же часы
              </Button>
            ) : null}
            {byHours ? <p className="set-move__hint">{keepRangesWhole(`${firstDay(byHours.days) ?? ''} по поясу ${to}: ${current ? hoursEffect(current.timezone, zone, now) : ''}`)}</p> : null}
            {byInstants ? (
              <>
                <Button variant="secondary" block loading={move.pending} onClick={() => void move.run('instants')}>
                  Сохранить время начала смен
                </Button>
                <p className="set-move__hint">{keepRangesWhole(`${firstDay(byInstants.days) ?? ''} по поясу ${to}: смены начнутся тогда же, что и сейчас.`)}</p>
              </>
            ) : (
              <p className="set-move__hint">Сохранить время начала смен нельзя: две смены попадут на один день.</p>
            )}
            {error ? (
              <p className="set-error" role="alert">
                {error}
              </p>
            ) : null}
            <Button variant="secondary" block disabled={move.pending} onClick={onClose}>
              Не переносить
            </Button>
          </>
        ) : (
          <p className="set-section__text">Расписание ещё загружается.</p>
        )}
      </div>
    </Sheet>
  );
}
