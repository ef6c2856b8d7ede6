// Toasts for screens (the Toaster is mounted by the realtime layer with the spec constants).
import { toast } from 'sonner';

export const notify = {
  success: (title: string, description?: string) => toast.success(title, description ? { description } : {}),
  info: (title: string, description?: string) => toast.info(title, description ? { description } : {}),
  error: (title: string, description?: string) => toast.error(title, description ? { description } : {}),
};
