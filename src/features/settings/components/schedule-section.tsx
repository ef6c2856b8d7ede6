// The weekly schedule: seven days, Monday first; a day opens its editor in a sheet (also from
// the ?day= parameter, through `openDay`). Saving a day replaces the whole schedule
// (PUT /traders/schedule) with that day changed; a day off is sent as null.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { scheduleQuery } from '../../../shared/api/resources.ts';
import { crossesMidnight, scheduleState } from '../../../domain/schedule.ts';
import { useGuardedAction } from '../../../shared/lib/use-guarded-action.ts';
import { useClosingConfirmation } from '../../../shared/telegram/closing.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { notify } from '../../../shared/ui/notify.ts';
import { Sheet } from '../../../shared/ui/sheet.tsx';
import { ErrorState, LoadingState } from '../../../shared/ui/state-views.tsx';
import { keepRangesWhole } from '../../../shared/ui/no-break.tsx';
import { useUpdateSchedule } from '../api/settings-api.ts';
import { DAY_LABELS, describeDay, draftOf, normalizeSchedule, validateDraft, withDay, type DayDraft, type ScheduleLike } from '../model/schedule-form.ts';
import './settings.css';
import { timezoneLabel } from '../model/timezones.ts';
import { ScheduleMoveSheet } from './schedule-move.tsx';
import { SettingsSection } from './settings-section.tsx';

export interface ScheduleSectionProps {
  /** The day whose editor is open (0 = Monday), or null. */
  openDay: number | null;
  onOpenDay(day: number | null): void;
  /**
   * The account's timezone. The schedule is shown and saved in its own zone (the server's); when
   * the two differ the section says so and offers to move it (issue 37).
   */
  timezone: string | null;
}

function stateLine(schedule: ScheduleLike): string | null {
  try {
    const s = scheduleState(normalizeSchedule(schedule), new Date());
    if (s.working) return 'Сейчас рабочее время';
    if (s.next) return `Сейчас нерабочее время. Начало: ${DAY_LABELS[s.next.day]?.toLowerCase() ?? ''}, ${s.next.start}`;
    return 'Рабочих дней нет: автоприём по расписанию не включится';
  } catch {
    return null; // an unknown timezone from the server: no status line
  }
}

export function ScheduleSection({ openDay, onOpenDay, timezone }: ScheduleSectionProps) {
  const { api } = useApi();
  const schedule = useQuery(scheduleQuery(api));
  const line = schedule.data ? stateLine(schedule.data) : null;
  const [moving, setMoving] = useState(false);
  const apart = schedule.data && timezone !== null && timezone !== schedule.data.timezone ? timezone : null;
  return (
    <SettingsSection title="Расписание">
      {schedule.isError ? (
        <ErrorState message={errorMessage(schedule.error)} onRetry={() => void schedule.refetch()} />
      ) : !schedule.data ? (
        <LoadingState rows={3} label="Загрузка расписания" />
      ) : (
        <>
          <p className="set-section__text">
            Время работы по часовому поясу {timezoneLabel(schedule.data.timezone, new Date())}. Нажмите на день, чтобы изменить.
          </p>
          {apart !== null ? (
            <div className="set-apart" role="status">
              <p className="set-section__text">
                Ваш часовой пояс — {timezoneLabel(apart, new Date())}; расписание остаётся по часовому поясу {timezoneLabel(schedule.data.timezone, new Date())}.
              </p>
              <button type="button" className="ui-link-button" onClick={() => setMoving(true)}>
                Перенести расписание
              </button>
              <ScheduleMoveSheet open={moving} zone={apart} onClose={() => setMoving(false)} />
            </div>
          ) : null}
          <ul className="set-days" aria-label="Дни недели">
            {DAY_LABELS.map((label, index) => {
              const day = schedule.data.days[index] ?? null;
              return (
                <li key={label} className={day ? undefined : 'set-day--off'}>
                  <button type="button" className="ui-row ui-row--surface set-row" aria-haspopup="dialog" onClick={() => onOpenDay(index)}>
                    <span>{label}</span>
                    <span className="set-row__value">{keepRangesWhole(describeDay(day))}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {line ? <p className="set-state">{line}</p> : null}
          {openDay !== null ? (
            <DayEditor
              key={openDay}
              index={openDay}
              schedule={schedule.data}
              timezone={schedule.data.timezone}
              onClose={() => onOpenDay(null)}
            />
          ) : null}
        </>
      )}
    </SettingsSection>
  );
}

function DayEditor({ index, schedule, timezone, onClose }: { index: number; schedule: ScheduleLike; timezone: string; onClose(): void }) {
  const initial = draftOf(schedule.days[index]);
  const [draft, setDraft] = useState<DayDraft>(initial);
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const update = useUpdateSchedule();
  const dirty = draft.working !== initial.working || (draft.working && (draft.start !== initial.start || draft.end !== initial.end));
  useClosingConfirmation(dirty);
  // Open on the next frame so the sheet animates in (also when opened from the URL).
  useEffect(() => {
    const id = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(id);
  }, []);
  const error = validateDraft(draft);
  const label = DAY_LABELS[index] ?? '';

  const save = useGuardedAction(async () => {
    setTried(true);
    if (error) {
      haptic.notify('error');
      return;
    }
    try {
      await update.mutateAsync(withDay(schedule, index, draft, timezone));
      haptic.notify('success');
      notify.success('Расписание сохранено', `${label}: ${draft.working ? `${draft.start}–${draft.end}` : 'выходной'}`);
      onClose();
    } catch (e) {
      haptic.notify('error');
      setServerError(errorMessage(e));
    }
  });

  const set = (patch: Partial<DayDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setServerError(null);
  };

  return (
    <Sheet open={open} onClose={onClose} title={label}>
      <div className="set-in-sheet">
        <label className="set-switch">
          <span>Рабочий день</span>
          <input type="checkbox" role="switch" checked={draft.working} onChange={(e) => set({ working: e.target.checked })} />
        </label>
        {draft.working ? (
          <div className="set-times">
            <Field label="Начало" type="time" value={draft.start} onChange={(e) => set({ start: e.target.value })} onBlur={() => setTried(true)} step={300} />
            <Field label="Окончание" type="time" value={draft.end} onChange={(e) => set({ end: e.target.value })} onBlur={() => setTried(true)} step={300} />
          </div>
        ) : (
          <p className="set-section__text">Выходной: в этот день сделки по расписанию не принимаются.</p>
        )}
        {draft.working && !error && crossesMidnight({ start: draft.start, end: draft.end }) ? (
          <p className="set-section__text">Смена закончится на следующий день в {draft.end}.</p>
        ) : null}
        {tried && error ? (
          <p className="set-error" role="alert">
            {error}
          </p>
        ) : null}
        {serverError ? (
          <p className="set-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="set-actions">
          <Button variant="secondary" onClick={onClose} disabled={save.pending}>
            Отмена
          </Button>
          <Button loading={save.pending} onClick={() => void save.run()}>
            Сохранить
          </Button>
        </div>
      </div>
    </Sheet>
  );
}
