import { describe, expect, it } from 'vitest';
import { screenEntry } from './screens.ts';

const History = () => <h1>История</h1>;

describe('screenEntry', () => {
  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const entry = screenEntry(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: History });
    });
    await expect(entry.load()).rejects.toThrow('chunk failed');
    await entry.load();
    await entry.load();
    expect(calls).toBe(2);
  });
});
