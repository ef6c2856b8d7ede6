import { expect, it } from 'vitest';
import { manualClock } from '../../../shared/lib/testing/manual-clock.ts';
import { LOG_WINDOW_MS, MAX_PER_WINDOW, createLogLimiter } from './log-limit.ts';

it('a flood of 5,000 warnings in a second writes MAX_PER_WINDOW of them and one line with the rest counted', () => {
  const { clock, advance } = manualClock();
  const lines: string[] = [];
  const limiter = createLogLimiter((line) => lines.push(line), clock);
  for (let i = 0; i < 5000; i++) {
    limiter.log(`warning ${i}`);
    if (i % 10 === 0) advance(1);
  }
  expect(lines).toHaveLength(MAX_PER_WINDOW);
  advance(LOG_WINDOW_MS);
  expect(lines).toHaveLength(MAX_PER_WINDOW + 1);
  expect(lines.at(-1)).toBe(`${5000 - MAX_PER_WINDOW} more warnings like the above were not logged (at most ${MAX_PER_WINDOW} per ${LOG_WINDOW_MS} ms)`);
  limiter.log('later');
  expect(lines.at(-1)).toBe('later');
  limiter.dispose();
});
