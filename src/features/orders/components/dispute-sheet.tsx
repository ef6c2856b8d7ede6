// Opening a dispute on the active order: a bottom sheet with the reason (5..1000 characters) and,
// where the backend takes them, receipts to attach (issue 28, item 6: checked when picked, sent
// once the dispute is open, their progress on /dispute).
// A bad reason is explained next to the field and nothing typed is lost; so is a server error.
// One request per intent: once the dispute is open the sheet stays locked.
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type Dispatch, type SetStateAction } from 'react';
import type { components } from '../../../../generated/openapi/trader-api.ts';
import { useApi } from '../../../shared/api/api-context.ts';
import { errorMessage } from '../../../shared/api/errors.ts';
import { useIntent, useLatestState } from '../../../shared/lib/intent.ts';
import { haptic } from '../../../shared/telegram/haptics.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Sheet } from '../../../shared/ui/sheet.tsx';
import '../../../shared/ui/field.css';
import { ATTACHED_ALREADY, attachmentQueue, disputeAttachmentsQuery } from '../api/attachments-api.ts';
import { isConflict, useOpenDispute } from '../api/orders-api.ts';
import { checkFiles, fileIntentKey, formatFileSize, typesLabel, uploadFileName } from '../model/attachment-rules.ts';
import { DISPUTE_REASON_MAX, normalizeDisputeReason, validateDisputeReason } from '../model/order-outcome.ts';
import { FileProblems, PickFiles } from './dispute-attachments.tsx';
import './orders.css';

type Dispute = components['schemas']['Dispute'];
type DisputeAttachmentList = components['schemas']['DisputeAttachmentList'];

export interface DisputeSheetProps {
  orderId: string;
  open: boolean;
  onClose(): void;
  /** The dispute is open (just now, or already: 409). */
  onOpened(dispute: Dispute | null): void;
}

export function DisputeSheet({ orderId, open, onClose, onOpened }: DisputeSheetProps) {
  const id = useId();
  const [reason, setReason, latestReason] = useLatestState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const mutation = useOpenDispute();
  const runtime = useApi();
  // The limits, and whether the backend takes attachments at all: without the call, no picker.
  const attachments = useQuery(disputeAttachmentsQuery(runtime.api, orderId));
  const [files, setFiles, latestFiles] = useLatestState<readonly File[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  /** The picked files leave once the dispute is open (just now, or already: 409). */
  const sendFiles = () => void attachmentQueue(runtime).add(orderId, latestFiles());
  const fieldError = touched ? validateDisputeReason(reason) : null;
  const intent = useIntent();
  const run = () =>
    intent.run(async () => {
      setTouched(true);
      const typed = latestReason();
      if (validateDisputeReason(typed) !== null) {
        haptic.notify('error');
        return 'open';
      }
      setServerError(null);
      try {
        const dispute = await mutation.mutateAsync({ orderId, reason: normalizeDisputeReason(typed) });
        haptic.notify('success');
        sendFiles();
        onOpened(dispute ?? null);
        return 'done';
      } catch (error) {
        if (isConflict(error)) {
          sendFiles();
          onOpened(null);
          return 'done';
        }
        haptic.notify('error');
        setServerError(errorMessage(error));
        return 'open';
      }
    });
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Sheet open={open} onClose={onClose} title="Открыть спор">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <div className={`ui-field${fieldError ? ' ui-field--invalid' : ''}`}>
          <label className="ui-field__label" htmlFor={id}>
            Причина спора
          </label>
          <div className="ui-field__control orders-field-control">
            <textarea
              id={id}
              className="orders-textarea"
              value={reason}
              maxLength={DISPUTE_REASON_MAX + 200}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${errorId} ${hintId}` : hintId}
              placeholder="Например: клиент прислал чек, но деньги не поступили"
              onChange={(event) => setReason(event.target.value)}
              onBlur={() => setTouched(true)}
            />
          </div>
          {fieldError ? (
            <p id={errorId} className="ui-field__error" role="alert">
              {fieldError}
            </p>
          ) : null}
          <p id={hintId} className="ui-field__hint">
            От 5 до {DISPUTE_REASON_MAX} символов. Поддержка увидит этот текст.
          </p>
        </div>
        {attachments.data ? (
          <DisputeFiles
            orderId={orderId}
            attachments={attachments.data}
            files={files}
            setFiles={setFiles}
            latestFiles={latestFiles}
            problems={fileProblems}
            setProblems={setFileProblems}
            locked={intent.pending || intent.done}
          />
        ) : null}
        {serverError ? (
          <p className="orders-inline-error" role="alert">
            {serverError}
          </p>
        ) : null}
        <div className="orders-actions">
          <Button type="submit" variant="destructive" block loading={intent.pending || intent.done}>
            Отправить в поддержку
          </Button>
          <Button type="button" variant="secondary" block onClick={onClose}>
            Отмена
          </Button>
        </div>
      </form>
    </Sheet>
  );
}

interface DisputeFilesProps {
  orderId: string;
  /** The backend's attachment limits and what the dispute holds already. */
  attachments: DisputeAttachmentList;
  files: readonly File[];
  setFiles: Dispatch<SetStateAction<readonly File[]>>;
  latestFiles(): readonly File[];
  problems: string[];
  setProblems: Dispatch<SetStateAction<string[]>>;
  /** The dispute is being opened or open: the files can no longer change. */
  locked: boolean;
}

/** The receipts to send with the dispute: checked when picked, the same file once (issue 42). */
function DisputeFiles({ orderId, attachments, files, setFiles, latestFiles, problems, setProblems, locked }: DisputeFilesProps) {
  return (
    <div className="orders-stack orders-sheet-files">
      <div>
        <p className="ui-field__label">Чек или выписка</p>
        <p className="ui-field__hint">
          Необязательно: {typesLabel(attachments.limits)} до {formatFileSize(attachments.limits.max_file_size_bytes)}. Файлы загрузятся, как только спор
          откроется.
        </p>
      </div>
      {files.length > 0 ? (
        <ul className="orders-files__list" aria-label="Файлы к спору">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${index}`} className="orders-file">
              <span className="orders-file__name">{uploadFileName(file.name)}</span>
              <span className="orders-file__meta">{formatFileSize(file.size)}</span>
              <div className="orders-file__actions">
                <Button variant="secondary" aria-label={`Убрать «${file.name}»`} disabled={locked} onClick={() => setFiles((all) => all.filter((_, i) => i !== index))}>
                  Убрать
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <FileProblems problems={problems} />
      {!locked && attachments.items.length + files.length < attachments.limits.max_files ? (
        <PickFiles
          limits={attachments.limits}
          onPick={(picked) => {
            const { limits, items } = attachments;
            const check = checkFiles(picked, items.length + latestFiles().length, limits);
            setProblems(check.problems);
            if (check.problems.length > 0) haptic.notify('error');
            // The same file picked twice is one file (issue 42): one row, and the trader is told.
            const key = async (file: File) => fileIntentKey(orderId, await file.arrayBuffer());
            void Promise.all([Promise.all(latestFiles().map(key)), Promise.all(check.accepted.map(key))]).then(([held, keys]) => {
              const seen = new Set(held);
              const fresh: File[] = [];
              const twice: string[] = [];
              check.accepted.forEach((file, i) => {
                const k = keys[i] ?? '';
                if (seen.has(k)) twice.push(ATTACHED_ALREADY(uploadFileName(file.name)));
                else fresh.push(file);
                seen.add(k);
              });
              if (twice.length > 0) setProblems((shown) => [...shown, ...twice]);
              setFiles((all) => [...all, ...fresh]);
            });
          }}
        />
      ) : null}
    </div>
  );
}
