import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NativeOutcome } from '../telegram/native-request.ts';
import { notify } from './notify.ts';
import { useNativeRequest } from './use-native-request.ts';

/** A client request answered by hand, one answer per ask. */
function client<T>() {
  const answers: ((outcome: NativeOutcome<T>) => void)[] = [];
  const request = () => new Promise<NativeOutcome<T>>((resolve) => answers.push(resolve));
  return { request, answer: (i: number, outcome: NativeOutcome<T>) => answers[i]!(outcome) };
}

describe('useNativeRequest', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is pending until the client answers, then hands the value on', async () => {
    const phone = client<string>();
    const value = vi.fn();
    const { result } = renderHook(() => useNativeRequest(phone.request, { busy: 'Номер уже запрашивается', value }));
    let run!: Promise<void>;
    act(() => void (run = result.current.run()));
    expect(result.current).toMatchObject({ pending: true, failure: null });
    await act(async () => {
      phone.answer(0, { ok: true, value: '79991234567' });
      await run;
    });
    expect(result.current).toMatchObject({ pending: false, failure: null });
    expect(value).toHaveBeenCalledWith('79991234567');
  });

  it('a second ask while one is open: the client refuses it and the trader is told it is under way', async () => {
    const info = vi.spyOn(notify, 'info').mockImplementation(() => undefined);
    const phone = client<string>();
    const value = vi.fn();
    const { result } = renderHook(() => useNativeRequest(phone.request, { busy: 'Номер уже запрашивается', value }));
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => void (first = result.current.run()));
    act(() => void (second = result.current.run()));
    await act(async () => {
      phone.answer(1, { ok: false, reason: 'busy', message: 'Contact is already being requested' });
      await second;
    });
    expect(info).toHaveBeenCalledWith('Номер уже запрашивается');
    expect(result.current.pending).toBe(true);
    await act(async () => {
      phone.answer(0, { ok: true, value: '+79991234567' });
      await first;
    });
    expect(value).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('keeps a refusal apart from a failure, and a new ask clears it', async () => {
    const phone = client<string>();
    const failed = vi.fn();
    const { result } = renderHook(() => useNativeRequest(phone.request, { busy: 'busy', failed }));
    let run!: Promise<void>;
    act(() => void (run = result.current.run()));
    await act(async () => {
      phone.answer(0, { ok: false, reason: 'denied', message: 'User denied access' });
      await run;
    });
    expect(result.current).toMatchObject({ pending: false, failure: 'denied' });
    act(() => void (run = result.current.run()));
    expect(result.current).toMatchObject({ pending: true, failure: null });
    await act(async () => {
      phone.answer(1, { ok: false, reason: 'unavailable', message: 'The Telegram client does not offer this method' });
      await run;
    });
    expect(result.current).toMatchObject({ pending: false, failure: 'failed' });
    expect(failed.mock.calls).toEqual([['denied'], ['failed']]);
  });
});
