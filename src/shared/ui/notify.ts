// Toasts for screens. sonner is loaded on the first toast (the Toaster itself is mounted by the
// realtime layer with the spec constants), keeping it out of the screens' first load.
type Tone = 'success' | 'info' | 'warning' | 'error';

/** A button in the toast, e.g. to open what it is about. */
export interface NotifyAction {
  label: string;
  onClick: () => void;
}

/**
 * `id`: a toast about one thing (an operation) takes its id, so a later toast about it, from a
 * screen or from realtime, replaces it in place instead of showing beside it.
 */
export interface NotifyOptions {
  id?: string;
}

/**
 * A toast's whole content. Sonner merges a toast into the one with its id, so what a toast leaves
 * out is named as absent (undefined), or the replaced toast's button or description stays on it.
 */
export function toastContent(description: string | undefined, action: NotifyAction | undefined) {
  return { description: description || undefined, action };
}

/**
 * What a toast's "Открыть" does for an order the screen already lists (a new order's notice on
 * /dispute, domain/new-orders.ts newOrderShownHere): scrolls its card (`data-order-id`) into view.
 * Whether it did.
 */
export function revealOrderCard(orderId: string): boolean {
  const card = document.querySelector(`main [data-order-id="${CSS.escape(orderId)}"]`);
  card?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  return card !== null;
}

function show(tone: Tone, title: string, description?: string, action?: NotifyAction, options: NotifyOptions = {}): void {
  void import('sonner').then(({ toast }) => toast[tone](title, { ...toastContent(description, action), ...(options.id ? { id: options.id } : {}) }));
}

export const notify = {
  success: (title: string, description?: string, action?: NotifyAction, options?: NotifyOptions) => show('success', title, description, action, options),
  info: (title: string, description?: string, action?: NotifyAction, options?: NotifyOptions) => show('info', title, description, action, options),
  warning: (title: string, description?: string, action?: NotifyAction, options?: NotifyOptions) => show('warning', title, description, action, options),
  error: (title: string, description?: string, action?: NotifyAction, options?: NotifyOptions) => show('error', title, description, action, options),
};
