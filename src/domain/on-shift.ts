// On shift (issue 28, item 3): the trader is working, so the screen must not dim. The app's
// notion of working is the home status's (home-status.ts, spec section 4): an active order in
// the status data, or auto-accept searching (autoaccept_expired_at set and not yet past). The
// work schedule only says when auto-accept may start; being within it is not working.
import type { components } from '../../generated/openapi/trader-api.ts';
import { autoacceptEndsAt, isActiveOrderStatus } from './home-status.ts';

type StatusData = components['schemas']['StatusData'];

export interface ShiftState {
  onShift: boolean;
  /** When the shift ends by itself (auto-accept's expiry), to look again then; null when it does not. */
  endsAt: number | null;
}

export function shiftState(status: StatusData | undefined, nowMs: number): ShiftState {
  if (!status) return { onShift: false, endsAt: null };
  if (isActiveOrderStatus(status)) return { onShift: true, endsAt: null };
  const expires = autoacceptEndsAt(status);
  return expires !== null && expires > nowMs ? { onShift: true, endsAt: expires } : { onShift: false, endsAt: null };
}
