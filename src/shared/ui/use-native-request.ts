// One way for a screen to ask the Telegram client for something (fullscreen, the trader's phone)
// and show how it went: a second ask while one is open is refused by the SDK (its English message
// logged, native-request.ts) and the trader is told in Russian that it is under way; a refusal or
// a failure is kept for the screen to say (and passed to `failed`); a value goes to `value`.
import { useRef, useState } from 'react';
import type { NativeOutcome } from '../telegram/native-request.ts';
import { notify } from './notify.ts';

/** 'denied': the trader refused; 'failed': anything else (no client, an error). */
export type NativeFailure = 'denied' | 'failed';

export interface NativeRequestHandlers<T> {
  /** Shown (info) when the client says the same request is already open. */
  busy: string;
  value?(value: T): void;
  failed?(failure: NativeFailure): void;
}

export interface NativeRequest {
  run(): Promise<void>;
  /** Asked and not answered yet. */
  pending: boolean;
  /** How the last answered ask failed; null after a success or a new ask. */
  failure: NativeFailure | null;
}

export function useNativeRequest<T>(request: () => Promise<NativeOutcome<T>>, on: NativeRequestHandlers<T>): NativeRequest {
  const [state, setState] = useState<{ pending: boolean; failure: NativeFailure | null }>({ pending: false, failure: null });
  const open = useRef(false);
  const run = async () => {
    // An ask while one is open is sent too: the client refuses it, and the trader hears why.
    const first = !open.current;
    if (first) {
      open.current = true;
      setState({ pending: true, failure: null });
    }
    const outcome = await request();
    if (outcome.ok) {
      if (!first) return;
      open.current = false;
      setState({ pending: false, failure: null });
      on.value?.(outcome.value);
      return;
    }
    if (outcome.reason === 'busy') {
      notify.info(on.busy);
      return;
    }
    open.current = false;
    const failure: NativeFailure = outcome.reason === 'denied' ? 'denied' : 'failed';
    setState({ pending: false, failure });
    on.failed?.(failure);
  };
  return { run, ...state };
}
