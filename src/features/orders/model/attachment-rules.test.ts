// The checks a receipt passes before upload, on the contract's own limits and files as the
// browser gives them (File objects, some pickers without a type).
import { describe, expect, it } from 'vitest';
import { responseExample } from '../../../shared/lib/testing/response-example.ts';
import { zDisputeAttachment } from '../../../../generated/zod/trader-api.gen.ts';
import { FILE_NAME_MAX, acceptAttribute, checkFiles, fileIntentKey, fileProblem, formatFileSize, mediaType, typesLabel, uploadFileName, type AttachmentLimits } from './attachment-rules.ts';

const { limits } = responseExample<{ limits: AttachmentLimits }>('/traders/orders/{order_id}/dispute/attachments', 'one_receipt');
const MiB = 1024 * 1024;
const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('the contract example limits', () => {
  it('are the proposed ones: 10 MiB, 10 files, JPEG, PNG, WebP, PDF', () => {
    expect(limits).toEqual({ max_file_size_bytes: 10 * MiB, max_files: 10, content_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] });
    expect(typesLabel(limits)).toBe('JPG, PNG, WebP или PDF');
    expect(acceptAttribute(limits)).toBe('image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf');
  });
});

describe('fileProblem', () => {
  it('takes a photo or a PDF within the size, whatever the case of its extension', () => {
    expect(fileProblem(file('Чек.JPG', 300_000, 'image/jpeg'), limits)).toBeNull();
    expect(fileProblem(file('выписка.pdf', 10 * MiB, 'application/pdf'), limits)).toBeNull();
    // Some Android pickers give no type; the extension says what it is.
    expect(fileProblem(file('scan.PDF', 2000, ''), limits)).toBeNull();
    expect(fileProblem(file('photo.webp', 2000, 'application/octet-stream'), limits)).toBeNull();
  });

  it('refuses another type, an empty file and one over the limit, naming the file, in Russian', () => {
    expect(fileProblem(file('notes.txt', 10, 'text/plain'), limits)).toBe('«notes.txt»: такой файл не подходит. Приложите JPG, PNG, WebP или PDF.');
    expect(fileProblem(file('IMG_0001.HEIC', 10, 'image/heic'), limits)).toBe('«IMG_0001.HEIC»: такой файл не подходит. Приложите JPG, PNG, WebP или PDF.');
    expect(fileProblem(file('archive', 10, ''), limits)).toMatch(/^«archive»: такой файл не подходит/);
    expect(fileProblem(file('empty.png', 0, 'image/png'), limits)).toBe('«empty.png»: файл пустой.');
    expect(fileProblem(file('big.jpg', 10 * MiB + 1, 'image/jpeg'), limits)).toBe('«big.jpg»: файл больше 10\u00a0МБ. Сожмите снимок или приложите другой файл.');
  });

  it('follows the server: a HEIC is taken when the limits list it', () => {
    expect(fileProblem(file('IMG_0001.heic', 10, ''), { ...limits, content_types: [...limits.content_types, 'image/heic'] })).toBeNull();
    expect(mediaType(file('IMG_0001.heic', 10, ''))).toBe('image/heic');
  });
});

describe('checkFiles', () => {
  it('keeps the good files in order and explains each refused one', () => {
    const picked = [file('a.png', 10, 'image/png'), file('b.txt', 10, 'text/plain'), file('c.pdf', 11 * MiB, 'application/pdf'), file('d.jpg', 10, 'image/jpeg')];
    const check = checkFiles(picked, 0, limits);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.png', 'd.jpg']);
    expect(check.problems).toEqual([
      '«b.txt»: такой файл не подходит. Приложите JPG, PNG, WebP или PDF.',
      '«c.pdf»: файл больше 10\u00a0МБ. Сожмите снимок или приложите другой файл.',
    ]);
  });

  it('counts what the dispute already holds: past max_files nothing more is added', () => {
    const picked = [file('a.png', 10, 'image/png'), file('b.png', 10, 'image/png'), file('c.png', 10, 'image/png')];
    expect(checkFiles(picked, 8, limits)).toEqual({
      accepted: picked.slice(0, 2),
      problems: ['Не добавлено: 1 файл. К спору можно приложить не больше 10 файлов.'],
    });
    expect(checkFiles(picked, 10, { ...limits, max_files: 11 }).problems).toEqual(['Не добавлено: 2 файла. К спору можно приложить не больше 11 файлов.']);
    expect(checkFiles(picked, 0, { ...limits, max_files: 1 }).problems).toEqual(['Не добавлено: 2 файла. К спору можно приложить не больше 1 файла.']);
  });
});

describe('formatFileSize', () => {
  it.each([
    [900, '900\u00a0Б'],
    [284_312, '278\u00a0КБ'],
    [1.5 * MiB, '1,5\u00a0МБ'],
    [10 * MiB, '10\u00a0МБ'],
  ])('%d bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});

describe('the name a file is sent under (issue 42)', () => {
  it('loses bidi and zero-width characters, is NFC, and keeps no directory part', () => {
    expect(uploadFileName('чек\u202Egnp.exe.png')).toBe('чекgnp.exe.png');
    expect(uploadFileName('C:\\fakepath\\Че\u200Bк 22.11.jpg')).toBe('Чек 22.11.jpg');
    expect(uploadFileName('и\u0306.pdf')).toBe('й.pdf');
    expect(uploadFileName('\u200B')).toBe('file');
  });

  it('is cut to the server’s limit (the contract’s maxLength) keeping the extension', () => {
    const long = `${'Выписка'.repeat(50)}.pdf`;
    const sent = uploadFileName(long);
    expect([...sent]).toHaveLength(FILE_NAME_MAX);
    expect(sent.endsWith('.pdf')).toBe(true);
    expect(zDisputeAttachment.shape.file_name.safeParse(sent).success).toBe(true);
    expect(zDisputeAttachment.shape.file_name.safeParse(`${sent}x`).success).toBe(false);
    expect(uploadFileName('Чек.png')).toBe('Чек.png');
  });
});

describe('the Idempotency-Key of a file (issue 42)', () => {
  const bytes = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
  it('is the same for the same bytes of the same order, another for other bytes or another order, and a UUID the contract accepts', async () => {
    const key = await fileIntentKey('order-1', bytes('receipt'));
    expect(await fileIntentKey('order-1', bytes('receipt'))).toBe(key);
    expect(await fileIntentKey('order-1', bytes('receipt!'))).not.toBe(key);
    expect(await fileIntentKey('order-2', bytes('receipt'))).not.toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
