// Operation dates in the trader's locale and time zone (ru, day.month.year hours:minutes).
const dateTime = new Intl.DateTimeFormat('ru-RU', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '22.11.2026, 12:30' for an ISO date-time; the input itself when it cannot be read. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}
