// The effects of socket events that render (navigation, the auto-accept drawer, the trader's
// blocked flag) are collected and applied once per frame (frame.ts): within a batch the latest
// of each wins, so a flood of 300 auto-accept events opens one drawer with the latest text, and
// a flood of navigations is one navigation. Handlers read `pendingPath` as the current path, so
// a later event of the batch sees where the earlier ones are taking the trader.
// A drawer the trader closed during a flood stays closed for the rest of it: when at least
// FLOOD_EVENTS auto-accept events came less than BURST_GAP_MS apart and the trader closes the
// drawer within that gap, the events that keep coming that close together do not open it again
// (the trader could not reach the screen under a drawer that reopens every frame); the first
// event after a quiet gap does. A drawer closed after a single event opens for the next one.
import { realTimers, type Timers } from '../../../shared/lib/timers.ts';
import { nextFrame, type Schedule } from './frame.ts';
import type { DialogKind } from './handlers.ts';

export interface EffectSinks {
  navigate(to: string, options: { replace: boolean }): void;
  openDialog(kind: DialogKind, reason: string | null): void;
  patchTrader(patch: { blocked: boolean }): void;
}

/** Dialog events less than this apart are one burst. */
export const BURST_GAP_MS = 1000;
/** A burst of at least this many dialog events is a flood. */
export const FLOOD_EVENTS = 3;

export interface EffectQueue {
  navigate(to: string, options?: { replace?: boolean }): void;
  openDialog(kind: DialogKind, reason: string | null): void;
  patchTrader(patch: { blocked: boolean }): void;
  /** The trader closed the drawer (a button or Back). */
  dialogClosed(): void;
  /** The path (without its query) of the navigation waiting for the next batch, if any. */
  pendingPath(): string | null;
  dispose(): void;
}

export function createEffectQueue(sinks: EffectSinks, schedule: Schedule = nextFrame, clock: Pick<Timers, 'now'> = realTimers): EffectQueue {
  let lastDialogAt = -Infinity;
  let burstEvents = 0;
  let closedInBurst = false;
  let navigation: { to: string; replace: boolean } | null = null;
  let dialog: { kind: DialogKind; reason: string | null } | null = null;
  let patch: { blocked: boolean } | null = null;
  let cancel: (() => void) | null = null;

  const apply = () => {
    cancel = null;
    const [n, d, p] = [navigation, dialog, patch];
    navigation = dialog = patch = null;
    // The trader's flag first: the navigation's guards read it.
    if (p) sinks.patchTrader(p);
    if (n) sinks.navigate(n.to, { replace: n.replace });
    if (d) sinks.openDialog(d.kind, d.reason);
  };
  const later = () => {
    cancel ??= schedule(apply);
  };

  return {
    navigate(to, options) {
      navigation = { to, replace: options?.replace ?? false };
      later();
    },
    openDialog(kind, reason) {
      const now = clock.now();
      const sameBurst = now - lastDialogAt < BURST_GAP_MS;
      lastDialogAt = now;
      burstEvents = sameBurst ? burstEvents + 1 : 1;
      if (closedInBurst && sameBurst) return;
      closedInBurst = false;
      dialog = { kind, reason };
      later();
    },
    dialogClosed() {
      closedInBurst = burstEvents >= FLOOD_EVENTS && clock.now() - lastDialogAt < BURST_GAP_MS;
      dialog = null;
    },
    patchTrader(next) {
      patch = { ...patch, ...next };
      later();
    },
    pendingPath: () => (navigation ? (navigation.to.split(/[?#]/)[0] ?? navigation.to) : null),
    dispose() {
      cancel?.();
      cancel = null;
      navigation = dialog = patch = null;
    },
  };
}
