// Haptic feedback; silently does nothing where the client cannot vibrate.
import type { ImpactHapticFeedbackStyle, NotificationHapticFeedbackType } from '@telegram-apps/sdk-react';
import { withSdk } from './sdk.ts';

export type HapticImpactStyle = ImpactHapticFeedbackStyle;
export type HapticNotification = NotificationHapticFeedbackType;

export const haptic = {
  /** A collision of UI elements ('light' | 'medium' | 'heavy' | 'rigid' | 'soft'). */
  impact(style: HapticImpactStyle = 'light'): void {
    withSdk(({ hapticFeedback }) => (hapticFeedback.impactOccurred.isAvailable() ? hapticFeedback.impactOccurred(style) : undefined));
  },
  /** The outcome of a task or action. */
  notify(type: HapticNotification): void {
    withSdk(({ hapticFeedback }) => (hapticFeedback.notificationOccurred.isAvailable() ? hapticFeedback.notificationOccurred(type) : undefined));
  },
  /** A selection changed (pickers, tabs). */
  selection(): void {
    withSdk(({ hapticFeedback }) => (hapticFeedback.selectionChanged.isAvailable() ? hapticFeedback.selectionChanged() : undefined));
  },
} as const;
