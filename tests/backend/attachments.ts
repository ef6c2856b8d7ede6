// Dispute attachments (issue 28, item 6; proposed): the files each order's dispute holds, and
// the limits an upload must respect, enforced as openapi/components/dispute-attachments.yaml
// says: by the file's content (magic bytes), whatever its name or the part's Content-Type.
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/openapi/trader-api.ts';

type Schemas = components['schemas'];
export type DisputeAttachment = Schemas['DisputeAttachment'];
export type AttachmentLimits = Schemas['DisputeAttachmentLimits'];

/** The limits the contract proposes: 10 MiB, 10 files, JPEG, PNG, WebP and PDF. */
export const DEFAULT_ATTACHMENT_LIMITS: AttachmentLimits = {
  max_file_size_bytes: 10 * 1024 * 1024,
  max_files: 10,
  content_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
};

const startsWith = (data: Buffer, bytes: readonly number[], at = 0) => bytes.every((b, i) => data[at + i] === b);

/** The media type the bytes are, by their signature; null when none of the known ones. */
export function sniffContentType(data: Buffer): string | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}

/** The name without any directory part (some clients send "C:\\fakepath\\x.jpg"), at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return [...(base === '' ? 'file' : base)].slice(0, 255).join('');
}

export type AttachRefusal = 'too-large' | 'type-not-allowed' | 'limit-reached';
type Outcome<T, R extends string> = { ok: true; value: T } | { ok: false; reason: R };

export class DisputeAttachmentStore {
  limits: AttachmentLimits = structuredClone(DEFAULT_ATTACHMENT_LIMITS);
  private readonly byOrder = new Map<string, DisputeAttachment[]>();

  list(orderId: string): DisputeAttachment[] {
    return structuredClone(this.byOrder.get(orderId) ?? []);
  }

  /** Every file stored, for assertions: order id -> its files with their bytes' sizes. */
  all(): Record<string, DisputeAttachment[]> {
    return Object.fromEntries([...this.byOrder].map(([id, files]) => [id, structuredClone(files)]));
  }

  /** Stores one file on the order's dispute (the caller checked that the dispute is open). */
  add(orderId: string, file: { filename: string; data: Buffer }, nowMs: number): Outcome<DisputeAttachment, AttachRefusal> {
    if (file.data.length > this.limits.max_file_size_bytes) return { ok: false, reason: 'too-large' };
    const type = sniffContentType(file.data);
    if (type === null || !this.limits.content_types.includes(type)) return { ok: false, reason: 'type-not-allowed' };
    const stored = this.byOrder.get(orderId) ?? [];
    if (stored.length >= this.limits.max_files) return { ok: false, reason: 'limit-reached' };
    const attachment: DisputeAttachment = {
      id: randomUUID(),
      file_name: cleanFileName(file.filename),
      content_type: type,
      size_bytes: file.data.length,
      uploaded_at: new Date(nowMs).toISOString(),
    };
    this.byOrder.set(orderId, [...stored, attachment]);
    return { ok: true, value: structuredClone(attachment) };
  }
}
