// The checks a receipt passes before it is uploaded to a dispute (issue 28, item 6): the
// server's limits (GET .../dispute/attachments: size, count, media types) applied to the file
// the trader picked, each refusal a Russian sentence naming the file. The server checks again.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { countLabel } from '../../../shared/lib/plural.ts';
import { lazy } from '../../../shared/lib/lazy.ts';
import { normalizeText } from '../../../shared/lib/text.ts';

export type AttachmentLimits = components['schemas']['DisputeAttachmentLimits'];

/** What the trader can pick: a photo or a PDF (the picker's `accept` lists these). */
const KNOWN_TYPES: Readonly<Record<string, { label: string; extensions: readonly string[] }>> = {
  'image/jpeg': { label: 'JPG', extensions: ['jpg', 'jpeg'] },
  'image/png': { label: 'PNG', extensions: ['png'] },
  'image/webp': { label: 'WebP', extensions: ['webp'] },
  'image/heic': { label: 'HEIC', extensions: ['heic'] },
  'application/pdf': { label: 'PDF', extensions: ['pdf'] },
};

/** The part of a File these rules read. */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The file's media type: the browser's, or, when it gives none (some Android pickers) or a
 * generic one, the one its extension names.
 */
export function mediaType(file: PickedFile): string {
  const type = file.type.trim().toLowerCase();
  if (type !== '' && type !== 'application/octet-stream') return type;
  const ext = extension(file.name);
  return Object.entries(KNOWN_TYPES).find(([, known]) => known.extensions.includes(ext))?.[0] ?? type;
}

/** The picker's `accept`: the server's media types and their extensions (for pickers that go by name). */
export function acceptAttribute(limits: AttachmentLimits): string {
  const extensions = limits.content_types.flatMap((type) => (KNOWN_TYPES[type]?.extensions ?? []).map((ext) => `.${ext}`));
  return [...limits.content_types, ...extensions].join(',');
}

/** "JPG, PNG, WebP или PDF". */
export function typesLabel(limits: AttachmentLimits): string {
  const labels = limits.content_types.map((type) => KNOWN_TYPES[type]?.label ?? type.split('/').pop()?.toUpperCase() ?? type);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} или ${labels.at(-1) ?? ''}`;
}

const sizeNumber = lazy(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 }));

/** A size as the trader reads it: "900 Б", "284 КБ", "1,5 МБ", "10 МБ" (binary units). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}\u00a0КБ`;
  return `${sizeNumber().format(Math.round((bytes / (1024 * 1024)) * 10) / 10)}\u00a0МБ`;
}

/** Why this file cannot be attached, in Russian, or null when it can. */
export function fileProblem(file: PickedFile, limits: AttachmentLimits): string | null {
  if (!limits.content_types.includes(mediaType(file))) {
    return `«${file.name}»: такой файл не подходит. Приложите ${typesLabel(limits)}.`;
  }
  if (file.size === 0) return `«${file.name}»: файл пустой.`;
  if (file.size > limits.max_file_size_bytes) {
    return `«${file.name}»: файл больше ${formatFileSize(limits.max_file_size_bytes)}. Сожмите снимок или приложите другой файл.`;
  }
  return null;
}

export interface FileCheck<F extends PickedFile> {
  /** The files that may go, in the order picked. */
  accepted: F[];
  /** One sentence per refused file (and one when the count runs out). */
  problems: string[];
}

/**
 * Checks the files just picked, given how many the dispute already holds or has on their way:
 * each file on its own (type, emptiness, size), then the count: files past `max_files` are
 * refused with one sentence.
 */
export function checkFiles<F extends PickedFile>(files: readonly F[], alreadyThere: number, limits: AttachmentLimits): FileCheck<F> {
  const accepted: F[] = [];
  const problems: string[] = [];
  let over = 0;
  for (const file of files) {
    const problem = fileProblem(file, limits);
    if (problem) problems.push(problem);
    else if (alreadyThere + accepted.length >= limits.max_files) over += 1;
    else accepted.push(file);
  }
  if (over > 0) {
    problems.push(`Не добавлено: ${countLabel(over, ['файл', 'файла', 'файлов'])}. К спору можно приложить не больше ${countLabel(limits.max_files, ['файла', 'файлов', 'файлов'])}.`);
  }
  return { accepted, problems };
}

/** The longest file name the server keeps (DisputeAttachment.file_name maxLength in openapi/components/dispute-attachments.yaml), in characters. */
export const FILE_NAME_MAX = 255;

/**
 * The name a file is sent under (issue 42): without any directory part, normalised like other
 * free text (bidi and zero-width characters removed, NFC: a right-to-left override cannot make
 * "чек\u202Egnp.exe.png" read as another name in support's tools), and cut to FILE_NAME_MAX
 * characters keeping the extension, so the server never cuts it off. "file" when nothing is left.
 */
export function uploadFileName(name: string): string {
  const base = normalizeText(name.split(/[\\/]/).pop() ?? '');
  const chars = [...(base === '' ? 'file' : base)];
  if (chars.length <= FILE_NAME_MAX) return chars.join('');
  const dot = chars.lastIndexOf('.');
  const ext = dot > 0 && chars.length - dot <= 16 ? chars.slice(dot) : [];
  return [...chars.slice(0, FILE_NAME_MAX - ext.length), ...ext].join('').trim();
}

/**
 * The Idempotency-Key of a file for an order's dispute (issue 42): a UUID (version 8, RFC 9562)
 * made of the SHA-256 of the order id and the file's bytes, so the same file for the same
 * dispute is one intent, whenever and however often it is picked.
 */
export async function fileIntentKey(orderId: string, bytes: ArrayBuffer): Promise<string> {
  const content = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const order = new TextEncoder().encode(`${orderId}\n`);
  const joined = new Uint8Array(order.length + content.length);
  joined.set(order);
  joined.set(content, order.length);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', joined)).slice(0, 16);
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x80;
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...hash].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
