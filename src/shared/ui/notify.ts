// Toasts for screens. sonner is loaded on the first toast (the Toaster itself is mounted by the
// realtime layer with the spec constants), keeping it out of the screens' first load.
type Tone = 'success' | 'info' | 'error';

function show(tone: Tone, title: string, description?: string): void {
  void import('sonner').then(({ toast }) => toast[tone](title, description ? { description } : {}));
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
