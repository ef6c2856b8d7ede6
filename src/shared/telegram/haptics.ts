// Haptic feedback; silently does nothing where the client cannot vibrate.
import type { ImpactHapticFeedbackStyle, NotificationHapticFeedbackType } from '@telegram-apps/sdk-react';
import { whenIdle } from '../lib/idle.ts';
import { onSdkReady, withSdk } from './sdk.ts';

export type HapticImpactStyle = ImpactHapticFeedbackStyle;
export type HapticNotification = NotificationHapticFeedbackType;

/**
 * Posts the event the SDK's hapticFeedback functions post, through the SDK's `postEvent` (set up
 * by `init` for the client's version), once the function is available. Calling
 * `hapticFeedback.selectionChanged()` itself posts the same event, but first re-reads and
 * re-validates the launch params from the URL or session storage, as every SDK function does on
 * each call: about 3 ms on a slow phone, paid on every tab tap before the navigation starts.
 * `isAvailable()` is a computed signal the SDK keeps once read; its first read does that same
 * check, so it is read at an idle moment after the SDK has started (below), not on the first tap.
 */
function trigger(kind: HapticKind, params: HapticParams): void {
  withSdk((s) => (s.hapticFeedback[kind].isAvailable() ? s.postEvent(HAPTIC_EVENT, params) : undefined));
}

type HapticKind = 'impactOccurred' | 'notificationOccurred' | 'selectionChanged';
const HAPTIC_KINDS: readonly HapticKind[] = ['impactOccurred', 'notificationOccurred', 'selectionChanged'];
const HAPTIC_EVENT = 'web_app_trigger_haptic_feedback';
type HapticParams =
  | { type: 'impact'; impact_style: HapticImpactStyle }
  | { type: 'notification'; notification_type: HapticNotification }
  | { type: 'selection_change' };

export const haptic = {
  /** A collision of UI elements ('light' | 'medium' | 'heavy' | 'rigid' | 'soft'). */
  impact(style: HapticImpactStyle = 'light'): void {
    trigger('impactOccurred', { type: 'impact', impact_style: style });
  },
  /** The outcome of a task or action. */
  notify(type: HapticNotification): void {
    trigger('notificationOccurred', { type: 'notification', notification_type: type });
  },
  /** A selection changed (pickers, tabs). */
  selection(): void {
    trigger('selectionChanged', { type: 'selection_change' });
  },
} as const;

/** How long the availability check may wait for an idle moment after the SDK has started. */
const PREPARE_TIMEOUT_MS = 2000;

onSdkReady(() => {
  whenIdle(() => {
    for (const kind of HAPTIC_KINDS) withSdk((s) => s.hapticFeedback[kind].isAvailable());
  }, PREPARE_TIMEOUT_MS);
});
