// Evidence in a dispute (issue 28, item 6): the receipts attached to the order's dispute (name,
// size, time), the ones on their way with their progress, a failed one with "Повторить" (only
// when the outcome is unknown: a refusal that cannot change offers another file instead, issue
// 42), and the picker. The same file picked twice is one row, and the trader is told. Every file is checked against the server's limits before it is sent (type, size,
// count: attachment-rules.ts). A backend without the proposed calls (404, 405, 501) shows
// nothing here: no error, no picker.
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../../shared/api/api-context.ts';
import { formatDateTime } from '../../../domain/date-format.ts';
import { useDisplayTimeZone } from '../../../domain/time-zone.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { ATTACHED_ALREADY, attachmentQueue, attachmentsUnsupported, dismissUnsent, disputeAttachmentsQuery, subscribeUnsent, unsentUploads } from '../api/attachments-api.ts';
import { acceptAttribute, checkFiles, formatFileSize, typesLabel, uploadFileName, type AttachmentLimits } from '../model/attachment-rules.ts';
import type { UploadItem } from '../model/upload-queue.ts';
import './orders.css';

export const ATTACHMENT_COPY = {
  title: 'Чеки и выписки',
  pick: 'Приложить файл',
  hint: (limits: AttachmentLimits) => `${typesLabel(limits)}, до ${formatFileSize(limits.max_file_size_bytes)}. Поддержка увидит файлы вместе со спором.`,
  full: (limits: AttachmentLimits) => `Приложено максимальное число файлов: ${limits.max_files}.`,
  waiting: 'В очереди',
  uploading: 'Загружается',
  /** Every byte sent, the answer not yet in. */
  saving: 'Сохраняется…',
  retry: 'Повторить',
  /** After a refusal that cannot change (issue 42): the way on is another file. */
  another: 'Выбрать другой файл',
  remove: 'Убрать',
  listFailed: 'Не удалось загрузить список файлов.',
  /** After a reload (issue 42): files the browser could not keep, so never sent. */
  unsent: (names: readonly string[]) =>
    `Не отправлены: ${names.map((name) => `«${name}»`).join(', ')}. Приложение закрылось до загрузки, а браузер не смог сохранить ${names.length === 1 ? 'файл' : 'файлы'}. Приложите ${names.length === 1 ? 'его' : 'их'} снова.`,
} as const;

/** The file picker: a button that opens the system's chooser (several files at once). */
export function PickFiles({ limits, onPick, label = ATTACHMENT_COPY.pick }: { limits: AttachmentLimits; onPick(files: File[]): void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(limits)}
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file picked again after a refusal must fire onChange again.
          event.target.value = '';
          if (files.length > 0) onPick(files);
        }}
      />
      <Button variant="secondary" block className="orders-pick" onClick={() => input.current?.click()}>
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
        </svg>
        {label}
      </Button>
    </>
  );
}

/** The Russian refusals of the last pick, each on its line. */
export function FileProblems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <div className="orders-inline-error orders-files__problems" role="alert">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}

function percent(fraction: number): string {
  return `${Math.round(fraction * 100)}\u00a0%`;
}

function PendingRow({ item, limits, onRetry, onRemove, onReplace }: { item: UploadItem<File>; limits: AttachmentLimits; onRetry(): void; onRemove(): void; onReplace(files: File[]): void }) {
  const name = uploadFileName(item.file.name);
  return (
    <li className="orders-file" data-upload={item.status}>
      <span className="orders-file__name">{name}</span>
      <span className="orders-file__meta">
        {[formatFileSize(item.file.size), item.status === 'uploading' ? (item.progress >= 1 ? ATTACHMENT_COPY.saving : `${ATTACHMENT_COPY.uploading}… ${percent(item.progress)}`) : item.status === 'waiting' ? ATTACHMENT_COPY.waiting : null]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {item.status === 'uploading' ? <progress className="orders-file__progress" max={1} value={item.progress} aria-label={`Загрузка «${name}»`} /> : null}
      {item.status === 'failed' || item.status === 'refused' ? (
        <>
          <p className="orders-file__error" role="alert">
            {item.error}
          </p>
          <div className="orders-file__actions">
            {item.status === 'failed' ? (
              <Button variant="secondary" onClick={onRetry}>
                {ATTACHMENT_COPY.retry}
              </Button>
            ) : (
              <PickFiles limits={limits} onPick={onReplace} label={ATTACHMENT_COPY.another} />
            )}
            <Button variant="secondary" onClick={onRemove} aria-label={`${ATTACHMENT_COPY.remove} «${name}»`}>
              {ATTACHMENT_COPY.remove}
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

export interface DisputeAttachmentsProps {
  orderId: string;
  /** The dispute is open: files can still be added. Closed, only what was attached is listed. */
  open: boolean;
}

export function DisputeAttachments({ orderId, open }: DisputeAttachmentsProps) {
  const runtime = useApi();
  const list = useQuery(disputeAttachmentsQuery(runtime.api, orderId));
  const queue = attachmentQueue(runtime);
  const pending = useSyncExternalStore(queue.subscribe, () => queue.items(orderId));
  const allUnsent = useSyncExternalStore(subscribeUnsent, unsentUploads);
  const unsent = allUnsent.filter((u) => u.orderId === orderId).map((u) => uploadFileName(u.name));
  const [problems, setProblems] = useState<string[]>([]);
  const { zone } = useDisplayTimeZone();

  if (list.isError) {
    if (attachmentsUnsupported(list.error)) return null;
    return (
      <section className="orders-card orders-stack" aria-labelledby="dispute-files-title">
        <h2 className="orders-title" id="dispute-files-title">
          {ATTACHMENT_COPY.title}
        </h2>
        <p className="orders-inline-error" role="alert">
          {ATTACHMENT_COPY.listFailed}
        </p>
        <Button variant="secondary" block onClick={() => void list.refetch()}>
          Повторить
        </Button>
      </section>
    );
  }
  if (!list.data) return null;
  const { items, limits } = list.data;
  if (!open && items.length === 0) return null;
  const count = items.length + pending.length;

  /** `freed`: a refused file this pick replaces (its slot is free again). */
  const pick = (files: File[], freed = 0) => {
    dismissUnsent(orderId);
    const check = checkFiles(files, count - freed, limits);
    setProblems(check.problems);
    if (check.problems.length > 0) haptic.notify('error');
    void queue.add(orderId, check.accepted).then((duplicates) => {
      if (duplicates.length === 0) return;
      haptic.notify('warning');
      setProblems((shown) => [...shown, ...duplicates.map((file) => ATTACHED_ALREADY(uploadFileName(file.name)))]);
    });
  };

  return (
    <section className="orders-card orders-stack orders-files" aria-labelledby="dispute-files-title">
      <div>
        <h2 className="orders-title" id="dispute-files-title">
          {ATTACHMENT_COPY.title}
        </h2>
        {open ? <p className="orders-text">{ATTACHMENT_COPY.hint(limits)}</p> : null}
      </div>
      {count > 0 ? (
        <ul className="orders-files__list" aria-label="Файлы спора">
          {items.map((attachment) => (
            <li key={attachment.id} className="orders-file" data-upload="done">
              <span className="orders-file__name">{attachment.file_name}</span>
              <span className="orders-file__meta">
                {formatFileSize(attachment.size_bytes)} · <time dateTime={attachment.uploaded_at}>{formatDateTime(attachment.uploaded_at, zone)}</time>
              </span>
            </li>
          ))}
          {pending.map((item) => (
            <PendingRow
              key={item.id}
              item={item}
              limits={limits}
              onRetry={() => queue.retry(item.id)}
              onRemove={() => queue.remove(item.id)}
              onReplace={(files) => {
                queue.remove(item.id);
                pick(files, 1);
              }}
            />
          ))}
        </ul>
      ) : null}
      {unsent.length > 0 ? (
        <p className="orders-inline-error" role="alert">
          {ATTACHMENT_COPY.unsent(unsent)}
        </p>
      ) : null}
      <FileProblems problems={problems} />
      {open ? count >= limits.max_files ? <p className="orders-text">{ATTACHMENT_COPY.full(limits)}</p> : <PickFiles limits={limits} onPick={(files) => pick(files)} /> : null}
    </section>
  );
}
