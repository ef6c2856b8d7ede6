import { expect, it } from 'vitest';
import { createRepeatFilter } from './repeats.ts';

it('says yes once per key, and forgets the oldest keys past its limit', () => {
  const firstTime = createRepeatFilter(3);
  expect(['a', 'a', 'b', 'a', 'b'].map(firstTime)).toEqual([true, false, true, false, false]);
  expect(firstTime('c')).toBe(true);
  expect(firstTime('d')).toBe(true); // 'a' dropped: four keys seen, three kept
  expect(firstTime('b')).toBe(false);
  expect(firstTime('a')).toBe(true);
});
