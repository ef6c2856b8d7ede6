// Haptic feedback; silently does nothing where the client cannot vibrate.
import { hapticFeedback, type ImpactHapticFeedbackStyle, type NotificationHapticFeedbackType } from '@telegram-apps/sdk-react';
import { attempt } from './runtime.ts';

export type HapticImpactStyle = ImpactHapticFeedbackStyle;
export type HapticNotification = NotificationHapticFeedbackType;

export const haptic = {
  /** A collision of UI elements ('light' | 'medium' | 'heavy' | 'rigid' | 'soft'). */
  impact(style: HapticImpactStyle = 'light'): void {
    attempt(() => (hapticFeedback.impactOccurred.isAvailable() ? hapticFeedback.impactOccurred(style) : undefined));
  },
  /** The outcome of a task or action. */
  notify(type: HapticNotification): void {
    attempt(() => (hapticFeedback.notificationOccurred.isAvailable() ? hapticFeedback.notificationOccurred(type) : undefined));
  },
  /** A selection changed (pickers, tabs). */
  selection(): void {
    attempt(() => (hapticFeedback.selectionChanged.isAvailable() ? hapticFeedback.selectionChanged() : undefined));
  },
} as const;
