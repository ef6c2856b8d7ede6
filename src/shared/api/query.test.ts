import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query.ts';

afterEach(() => onlineManager.setOnline(true));

describe('createQueryClient: mutations offline', () => {
  it('sends a mutation at once while the browser says offline, fails it there, and never sends it later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const observer = new MutationObserver(client, { mutationFn: send });
    const settled = observer.mutate().then(
      () => 'sent',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    // Paused (the default networkMode 'online'), the mutation function would not have run.
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(1), { timeout: 200 });
    await expect(settled).resolves.toBe('Failed to fetch');
    expect(client.getMutationCache().getAll().some((m) => m.state.isPaused)).toBe(false);
    // Back online, nothing goes out on its own: only another press sends again.
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
