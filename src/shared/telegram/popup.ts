// Native popups, validated per spec section 5 before the bridge sees them. Outside Telegram
// they fall back to window.alert / window.confirm.
import { hasNativeUi } from './runtime.ts';
import { withSdk } from './sdk.ts';

export type PopupButton =
  | { id?: string; type?: 'default' | 'destructive'; text: string }
  | { id?: string; type: 'ok' | 'close' | 'cancel' };

export interface PopupParams {
  title?: string;
  message: string;
  buttons?: PopupButton[];
}

export type NormalizedPopupButton =
  | { id: string; type: 'default' | 'destructive'; text: string }
  | { id: string; type: 'ok' | 'close' | 'cancel' };

export interface NormalizedPopupParams {
  title: string;
  message: string;
  buttons: NormalizedPopupButton[];
}

export const POPUP_LIMITS = {
  titleMax: 64,
  messageMax: 256,
  buttonsMax: 3,
  buttonIdMax: 64,
  buttonTextMax: 64,
} as const;

export const POPUP_ALREADY_OPENED = 'A popup is already opened';

/** With no buttons, a single close button is used. */
const DEFAULT_BUTTONS: readonly NormalizedPopupButton[] = [{ type: 'close', id: 'close' }];

/**
 * Checks the spec's popup rules and returns the params to send. Throws Error on the first
 * broken rule. Texts are trimmed first, as the SDK does.
 */
export function validatePopupParams(params: PopupParams): NormalizedPopupParams {
  const title = (params.title ?? '').trim();
  if (title.length > POPUP_LIMITS.titleMax) {
    throw new Error(`Popup title must be at most ${POPUP_LIMITS.titleMax} characters, got ${title.length}`);
  }
  const message = params.message.trim();
  if (message.length === 0) throw new Error('Popup message is required');
  if (message.length > POPUP_LIMITS.messageMax) {
    throw new Error(`Popup message must be at most ${POPUP_LIMITS.messageMax} characters, got ${message.length}`);
  }
  const buttons = params.buttons ?? [];
  if (buttons.length > POPUP_LIMITS.buttonsMax) {
    throw new Error(`Popup must have at most ${POPUP_LIMITS.buttonsMax} buttons, got ${buttons.length}`);
  }
  if (buttons.length === 0) return { title, message, buttons: [...DEFAULT_BUTTONS] };

  return {
    title,
    message,
    buttons: buttons.map((button, index): NormalizedPopupButton => {
      const id = button.id ?? '';
      if (id.length > POPUP_LIMITS.buttonIdMax) {
        throw new Error(`Popup button ${index} id must be at most ${POPUP_LIMITS.buttonIdMax} characters, got ${id.length}`);
      }
      if (!('text' in button)) return { id, type: button.type };
      const type = button.type ?? 'default';
      const text = button.text.trim();
      if (text.length < 1 || text.length > POPUP_LIMITS.buttonTextMax) {
        throw new Error(
          `Popup button ${index} of type '${type}' needs text of 1 to ${POPUP_LIMITS.buttonTextMax} characters, got ${text.length}`,
        );
      }
      return { id, type, text };
    }),
  };
}

/**
 * The browser fallback. One button: alert, resolves with its id. Several: confirm; OK resolves
 * with the first non-cancel button's id, Cancel with null.
 */
function showBrowserPopup(params: NormalizedPopupParams): string | null {
  const text = params.title ? `${params.title}\n\n${params.message}` : params.message;
  const [first] = params.buttons;
  if (params.buttons.length <= 1) {
    if (typeof window.alert === 'function') window.alert(text);
    return first ? first.id : null;
  }
  if (typeof window.confirm !== 'function' || !window.confirm(text)) return null;
  const chosen = params.buttons.find((button) => button.type !== 'cancel');
  return chosen ? chosen.id : null;
}

let opened = false;

/**
 * Shows a popup and resolves with the pressed button's id, or null when it was closed without
 * one. Rejects on invalid params (before anything is shown) and with 'A popup is already
 * opened' while another popup is open.
 */
export async function showPopup(params: PopupParams): Promise<string | null> {
  const normalized = validatePopupParams(params);
  if (opened) throw new Error(POPUP_ALREADY_OPENED);
  opened = true;
  try {
    const popup = hasNativeUi() ? withSdk((s) => (s.popup.show.isAvailable() ? s.popup : undefined)) : undefined;
    if (popup) {
      return await popup.show(normalized);
    }
    // Let the caller's current task finish first (as with the native popup).
    await Promise.resolve();
    return showBrowserPopup(normalized);
  } finally {
    opened = false;
  }
}

export interface ConfirmActionParams {
  title?: string;
  message: string;
  confirmText: string;
  destructive?: boolean;
}

/** Action + 'Отмена' popup; resolves true when the action was pressed. */
export async function confirmAction(params: ConfirmActionParams): Promise<boolean> {
  const id = await showPopup({
    ...(params.title === undefined ? {} : { title: params.title }),
    message: params.message,
    buttons: [
      { id: 'confirm', type: params.destructive ? 'destructive' : 'default', text: params.confirmText },
      { id: 'cancel', type: 'default', text: 'Отмена' },
    ],
  });
  return id === 'confirm';
}
