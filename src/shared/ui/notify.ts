// Toasts for screens. sonner is loaded on the first toast (the Toaster itself is mounted by the
// realtime layer with the spec constants), keeping it out of the screens' first load.
type Tone = 'success' | 'info' | 'error';

/** A button in the toast, e.g. to open what it is about. */
export interface NotifyAction {
  label: string;
  onClick: () => void;
}

function show(tone: Tone, title: string, description?: string, action?: NotifyAction): void {
  void import('sonner').then(({ toast }) => toast[tone](title, { ...(description ? { description } : {}), ...(action ? { action } : {}) }));
}

export const notify = {
  success: (title: string, description?: string, action?: NotifyAction) => show('success', title, description, action),
  info: (title: string, description?: string, action?: NotifyAction) => show('info', title, description, action),
  error: (title: string, description?: string, action?: NotifyAction) => show('error', title, description, action),
};
