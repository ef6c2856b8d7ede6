// The checks a receipt passes before it is uploaded to a dispute (issue 28, item 6): the
// server's limits (GET .../dispute/attachments: size, count, media types) applied to the file
// the trader picked, each refusal a Russian sentence naming the file. The server checks again.
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { countLabel } from '../../../shared/lib/plural.ts';

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

const sizeNumber = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 1 });

/** A size as the trader reads it: "900 Б", "284 КБ", "1,5 МБ", "10 МБ" (binary units). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)}\u00a0КБ`;
  return `${sizeNumber.format(Math.round((bytes / (1024 * 1024)) * 10) / 10)}\u00a0МБ`;
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
