// The schedule-day guard (spec section 2): /settings?day=… names a day of the week (0–6 or its name), or the
// path is a 404 'Page Not Found: {path}'.
import { parseDayParam } from '../../domain/schedule.ts';
import { notFoundMessage } from '../../shared/routes/route-table.ts';
import { defineStep } from './step.ts';

export const scheduleDayStep = defineStep({
  name: 'schedule-day',
  check: ({ nav }) => {
    const day = new URLSearchParams(nav.search).get('day');
    return day !== null && parseDayParam(day) === null ? { status: 404, message: notFoundMessage(`${nav.pathname}${nav.search}`) } : null;
  },
});
