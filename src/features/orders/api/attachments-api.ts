// Dispute attachments (issue 28, item 6; proposed calls): the list with the upload limits, the
// upload (its progress through createProgressFetch, ADR 0029) and the one queue of this page.
// A backend without the calls answers 404, 405 or 501: `attachmentsUnsupported` tells the
// screens to hide attaching, never to show an error.
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import type { ApiClients } from '../../../shared/api/client.ts';
import { ApiError, errorMessage } from '../../../shared/api/errors.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { createProgressFetch } from '../../../shared/api/progress-fetch.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';
import { failureOutcome } from '../../../shared/lib/pending-intents.ts';
import { notify } from '../../../shared/ui/notify.ts';
import { fileIntentKey, uploadFileName } from '../model/attachment-rules.ts';
import { createUploadQueue, type UploadQueue } from '../model/upload-queue.ts';
import { keepUpload, keptUploads, takeUnkeptUploads, uploadDone, type UnkeptUpload } from './kept-uploads.ts';

export type DisputeAttachment = components['schemas']['DisputeAttachment'];
type DisputeAttachmentList = components['schemas']['DisputeAttachmentList'];

/** GET /traders/orders/{order_id}/dispute/attachments: the files and the limits. */
export const disputeAttachmentsKey = getKey('/traders/orders/{order_id}/dispute/attachments');
export const disputeAttachmentsQuery = (api: QueryApi, orderId: string) =>
  api.trader.queryOptions('get', '/traders/orders/{order_id}/dispute/attachments', { params: { path: { order_id: orderId } } });

/**
 * A server that does not have the proposed calls (an unknown route, method, or not implemented):
 * the one test of every proposed call (ADR 0031). The list answers any order of the trader, so a
 * 404 here is the call's, not the order's.
 */
export const attachmentsUnsupported = callMissing;

/** What the trader is told when a file picked again is one already attached (the same bytes). */
export const ATTACHED_ALREADY = (name: string) => `«${name}» уже приложен к спору`;

/** Sends one file (under its cleaned name); the answer is the stored attachment. */
export async function uploadAttachment(
  clients: ApiClients,
  item: { orderId: string; file: File; key: string },
  onProgress: (fraction: number) => void,
): Promise<DisputeAttachment> {
  const form = new FormData();
  form.append('file', item.file, uploadFileName(item.file.name));
  const { data } = await clients.trader.POST('/traders/orders/{order_id}/dispute/attachments', {
    params: { path: { order_id: item.orderId }, header: { 'Idempotency-Key': item.key } },
    body: form,
    fetch: createProgressFetch((loaded, total) => onProgress(total > 0 ? loaded / total : 0)),
  });
  if (!data) throw new Error('uploadDisputeAttachment answered without a body');
  return data;
}

/**
 * A refusal the same file would get again (issue 42): too large (413), a type the server does not
 * take (415), the file refused (422), no open dispute or no slot left (409). Choosing another file
 * is the way on, never "Повторить". Anything else (no answer, 5xx, 429) may go through on a retry.
 * Of the one intent rule's refusals (failureOutcome: nothing was stored), the ones that cannot
 * change; the file's key is its bytes' (fileIntentKey), kept with the file (kept-uploads.ts).
 */
export function uploadRefusedForGood(error: unknown): boolean {
  return failureOutcome(error) === 'refused' && error instanceof ApiError && [409, 413, 415, 422].includes(error.status);
}

let queue: UploadQueue<File> | null = null;
/** The files an earlier page could not keep, so never sent (issue 42): named on the dispute screen. */
let unsent: UnkeptUpload[] = [];
const unsentListeners = new Set<() => void>();

/** The files an earlier page could not keep and never sent, every order's (the same array while nothing changed). */
export function unsentUploads(): readonly UnkeptUpload[] {
  return unsent;
}

export function subscribeUnsent(listener: () => void): () => void {
  unsentListeners.add(listener);
  return () => {
    unsentListeners.delete(listener);
  };
}

/** The trader has read the names (or picked files again). */
export function dismissUnsent(orderId: string): void {
  unsent = unsent.filter((u) => u.orderId !== orderId);
  for (const listener of [...unsentListeners]) listener();
}

/** While a file is on its way, closing or reloading the page asks first (where the platform allows). */
function warnBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older engines show the dialog only with a returnValue set.
  event.returnValue = '';
}

/**
 * This page's upload queue (one for every screen: uploads outlive the form that started them).
 * A stored file joins the cached list at once, so it never vanishes between the queue and the
 * list's refetch. Queued files are kept in IndexedDB and resumed by the next page under their
 * keys (kept-uploads.ts); the ones the browser could not keep are named after the reload.
 */
export function attachmentQueue(runtime: { clients: ApiClients; api: QueryApi; queryClient: QueryClient }): UploadQueue<File> {
  if (queue) return queue;
  const created = createUploadQueue<File>({
    upload: async (item, onProgress) => {
      const stored = await uploadAttachment(runtime.clients, item, onProgress);
      const { queryKey } = disputeAttachmentsQuery(runtime.api, item.orderId);
      // The same file stored before (its key replayed the first answer): one row, and the trader is told.
      if (runtime.queryClient.getQueryData<DisputeAttachmentList>(queryKey)?.items.some((a) => a.id === stored.id)) {
        notify.info(ATTACHED_ALREADY(stored.file_name));
      }
      runtime.queryClient.setQueryData<DisputeAttachmentList>(queryKey, (list) =>
        list && !list.items.some((a) => a.id === stored.id) ? { ...list, items: [...list.items, stored] } : list,
      );
      void runtime.queryClient.invalidateQueries({ queryKey });
    },
    describe: (error) => errorMessage(error),
    isFinal: uploadRefusedForGood,
    identify: async (orderId, file) => fileIntentKey(orderId, await file.arrayBuffer()),
    onQueued: (items) => {
      for (const { id, orderId, key, file } of items) void keepUpload({ id, orderId, key, file });
    },
    onDone: uploadDone,
  });
  queue = created;
  let warning = false;
  created.subscribe(() => {
    if (created.active() === warning || typeof window === 'undefined') return;
    warning = created.active();
    if (warning) window.addEventListener('beforeunload', warnBeforeUnload);
    else window.removeEventListener('beforeunload', warnBeforeUnload);
  });
  unsent = takeUnkeptUploads();
  void keptUploads().then((kept) => created.resume(kept));
  return created;
}
