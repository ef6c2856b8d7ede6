// Saving an export (the operations CSV, History's CSV): the file is built in the page and handed
// to the browser as a download, then the trader feels and reads that it was saved. One place for
// every export, so they all behave alike.
import { haptic } from '../telegram/haptics.ts';
import { notify } from './notify.ts';

/** Downloads `text` as `fileName`, then a success haptic and the toast 'Файл CSV сохранён' with `detail`. */
export function saveTextFile(text: string, fileName: string, mime: string, detail: string): void {
  const blob = new Blob([text], { type: mime });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the URL only has to outlive this task.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  haptic.notify('success');
  notify.success('Файл CSV сохранён', detail);
}
