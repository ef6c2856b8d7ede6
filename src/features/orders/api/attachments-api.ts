// Dispute attachments (issue 28, item 6; proposed calls): the list with the upload limits, the
// upload (its progress through createProgressFetch, ADR 0029) and the one queue of this page.
// A backend without the calls answers 404, 405 or 501: `attachmentsUnsupported` tells the
// screens to hide attaching, never to show an error.
import type { QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import type { ApiClients } from '../../../shared/api/client.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { callMissing } from '../../../shared/api/missing-call.ts';
import { createProgressFetch } from '../../../shared/api/progress-fetch.ts';
import { getKey, type QueryApi } from '../../../shared/api/query.ts';
import { createUploadQueue, type UploadQueue } from '../model/upload-queue.ts';

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

/** Sends one file; the answer is the stored attachment. */
export async function uploadAttachment(
  clients: ApiClients,
  item: { orderId: string; file: File; key: string },
  onProgress: (fraction: number) => void,
): Promise<DisputeAttachment> {
  const form = new FormData();
  form.append('file', item.file, item.file.name);
  const { data } = await clients.trader.POST('/traders/orders/{order_id}/dispute/attachments', {
    params: { path: { order_id: item.orderId }, header: { 'Idempotency-Key': item.key } },
    body: form,
    fetch: createProgressFetch((loaded, total) => onProgress(total > 0 ? loaded / total : 0)),
  });
  if (!data) throw new Error('uploadDisputeAttachment answered without a body');
  return data;
}

let queue: UploadQueue<File> | null = null;

/**
 * This page's upload queue (one for every screen: uploads outlive the form that started them).
 * A stored file joins the cached list at once, so it never vanishes between the queue and the
 * list's refetch.
 */
export function attachmentQueue(runtime: { clients: ApiClients; api: QueryApi; queryClient: QueryClient }): UploadQueue<File> {
  queue ??= createUploadQueue<File>({
    upload: async (item, onProgress) => {
      const stored = await uploadAttachment(runtime.clients, item, onProgress);
      const { queryKey } = disputeAttachmentsQuery(runtime.api, item.orderId);
      runtime.queryClient.setQueryData<DisputeAttachmentList>(queryKey, (list) =>
        list && !list.items.some((a) => a.id === stored.id) ? { ...list, items: [...list.items, stored] } : list,
      );
      void runtime.queryClient.invalidateQueries({ queryKey });
    },
    describe: (error) => errorMessage(error),
  });
  return queue;
}
