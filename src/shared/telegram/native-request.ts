// One way to run a request the Telegram client answers (QR scanner, phone, contact, biometry,
// write access, fullscreen) and tell its outcomes apart. The SDK refuses a second ask while the
// first is open with its own message (spec section 8, e.g. 'The QR Scanner is already opened'),
// refuses access with 'User denied access'; those English messages go to the console for
// developers, and each screen shows its Russian text for the kind of outcome.
import type { Sdk } from './sdk.ts';
import { sdk } from './sdk.ts';

export type NativeOutcome<T> =
  | { ok: true; value: T }
  /** `busy`: the same request is already open; `denied`: the user refused; `unavailable`: no client or too old; `failed`: anything else. */
  | { ok: false; reason: 'busy' | 'denied' | 'unavailable' | 'failed'; message: string };

export const NATIVE_UNAVAILABLE = 'The Telegram client does not offer this method';

/** Thrown by a request whose method the client does not offer (its `isAvailable()` is false). */
export class NativeUnavailableError extends Error {
  constructor(method: string) {
    super(`${NATIVE_UNAVAILABLE}: ${method}`);
    this.name = 'NativeUnavailableError';
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Sorts an error of the SDK into an outcome (and logs its message for developers). */
export function nativeFailure(s: Sdk | null, error: unknown): Extract<NativeOutcome<never>, { ok: false }> {
  const message = messageOf(error);
  const reason =
    error instanceof NativeUnavailableError
      ? 'unavailable'
      : s?.isConcurrentCallError(error)
        ? 'busy'
        : s?.isAccessDeniedError(error)
          ? 'denied'
          : 'failed';
  console.warn(`[telegram] ${message}`);
  return { ok: false, reason, message };
}

/** Runs `request` with the ready SDK; never rejects. */
export async function nativeRequest<T>(request: (s: Sdk) => PromiseLike<T> | T): Promise<NativeOutcome<T>> {
  const s = sdk();
  if (!s) {
    console.warn(`[telegram] ${NATIVE_UNAVAILABLE}`);
    return { ok: false, reason: 'unavailable', message: NATIVE_UNAVAILABLE };
  }
  try {
    return { ok: true, value: await request(s) };
  } catch (error) {
    return nativeFailure(s, error);
  }
}

/** Returns `fn` when the client offers it, else throws NativeUnavailableError naming `method`. */
export function available<F extends { isAvailable(): boolean }>(fn: F, method: string): F {
  if (!fn.isAvailable()) throw new NativeUnavailableError(method);
  return fn;
}
