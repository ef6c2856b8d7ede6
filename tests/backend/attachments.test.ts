// Dispute attachments on the stateful backend (issue 28, item 6): what the contract proposes for
// POST and GET /traders/orders/{order_id}/dispute/attachments, over real multipart requests.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cleanFileName, sniffContentType } from './attachments.ts';
import { api, call } from './harness.ts';
import { multipartBoundary, parseMultipart } from './multipart.ts';
import { backendPerFile } from './backend-per-file.ts';

const IN_ORDER = 'b47d498b-e478-4c77-9465-c03d34fbf801';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

const stateful = backendPerFile();

const attachmentsPath = (orderId = IN_ORDER) => api(`/traders/orders/${orderId}/dispute/attachments`);

async function upload(file: { name: string; type: string; bytes: Buffer } | null, options: { key?: string; orderId?: string } = {}) {
  const form = new FormData();
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append('comment', 'no file here');
  const response = await fetch(`${stateful.backend.origin}${attachmentsPath(options.orderId)}`, {
    method: 'POST',
    headers: { 'x-request-id': randomUUID(), authorization: `Bearer ${stateful.token}`, 'idempotency-key': options.key ?? randomUUID() },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const openDispute = () => call(stateful.backend, 'POST', api(`/traders/orders/${IN_ORDER}/dispute`), { token: stateful.token, body: { reason: 'Деньги не пришли' } });
const list = () => call(stateful.backend, 'GET', attachmentsPath(), { token: stateful.token });

describe('GET …/dispute/attachments', () => {
  it('lists nothing and the limits for an order without a dispute yet; 404 for an unknown order', async () => {
    expect(await list()).toMatchObject({
      status: 200,
      body: { items: [], limits: { max_file_size_bytes: 10 * 1024 * 1024, max_files: 10, content_types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] } },
    });
    expect((await call(stateful.backend, 'GET', attachmentsPath(randomUUID()), { token: stateful.token })).status).toBe(404);
  });
});

describe('POST …/dispute/attachments', () => {
  it('stores a file on the open dispute, by its content, and lists it with name, size and time', async () => {
    expect((await openDispute()).status).toBe(201);
    const before = Date.now();
    const stored = await upload({ name: 'C:\\fakepath\\Чек 22.11.png', type: 'application/octet-stream', bytes: PNG });
    expect(stored).toMatchObject({ status: 201, body: { file_name: 'Чек 22.11.png', content_type: 'image/png', size_bytes: PNG.length } });
    const uploadedAt = Date.parse(String(Reflect.get(Object(stored.body), 'uploaded_at')));
    expect(uploadedAt).toBeGreaterThanOrEqual(before - 1000);
    expect((await list()).body).toMatchObject({ items: [stored.body] });
    expect(stateful.backend.applied('uploadDisputeAttachment')).toBe(1);
    expect(stateful.backend.attachments()[IN_ORDER]).toHaveLength(1);
  });

  it('a retry with the same Idempotency-Key and file stores it once; the same key with another file is a 422', async () => {
    await openDispute();
    const key = randomUUID();
    const first = await upload({ name: 'receipt.pdf', type: 'application/pdf', bytes: PDF }, { key });
    const again = await upload({ name: 'receipt.pdf', type: 'application/pdf', bytes: PDF }, { key });
    expect(again).toEqual(first);
    expect((await upload({ name: 'other.png', type: 'image/png', bytes: PNG }, { key })).status).toBe(422);
    expect(stateful.backend.applied('uploadDisputeAttachment')).toBe(1);
    expect(stateful.backend.attachments()[IN_ORDER]).toHaveLength(1);
  });

  it('refuses without an open dispute (409 DISPUTE_NOT_OPEN), and an unknown order (404)', async () => {
    expect(await upload({ name: 'r.png', type: 'image/png', bytes: PNG })).toEqual({ status: 409, body: { detail: 'DISPUTE_NOT_OPEN' } });
    expect((await upload({ name: 'r.png', type: 'image/png', bytes: PNG }, { orderId: randomUUID() })).status).toBe(404);
    expect(stateful.backend.applied('uploadDisputeAttachment')).toBe(0);
  });

  it('refuses a file over 10 MiB (413), one that is not an image or a PDF whatever its name (415), and no file part (422)', async () => {
    await openDispute();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024 - PNG.length + 1)]);
    expect(await upload({ name: 'big.png', type: 'image/png', bytes: big })).toEqual({ status: 413, body: { detail: 'ATTACHMENT_TOO_LARGE' } });
    expect(await upload({ name: 'receipt.pdf', type: 'application/pdf', bytes: Buffer.from('just text, named .pdf') })).toEqual({
      status: 415,
      body: { detail: 'ATTACHMENT_TYPE_NOT_ALLOWED' },
    });
    const missing = await upload(null);
    expect(missing).toEqual({ status: 422, body: { detail: [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing' }] } });
    expect((await upload({ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) })).status).toBe(422);
    expect(stateful.backend.applied('uploadDisputeAttachment')).toBe(0);
    expect(stateful.backend.contractViolations).toEqual([]);
  }, 30_000);

  it('refuses the eleventh file (409 ATTACHMENT_LIMIT_REACHED)', async () => {
    await openDispute();
    for (let i = 0; i < 10; i++) expect((await upload({ name: `r${i}.png`, type: 'image/png', bytes: PNG })).status).toBe(201);
    expect(await upload({ name: 'r10.png', type: 'image/png', bytes: PNG })).toEqual({ status: 409, body: { detail: 'ATTACHMENT_LIMIT_REACHED' } });
    expect(stateful.backend.applied('uploadDisputeAttachment')).toBe(10);
  }, 30_000);

  it('a backend told to lack the calls answers 404 Not Found, counted neither as a violation nor as not implemented', async () => {
    stateful.backend.lack(['listDisputeAttachments', 'uploadDisputeAttachment']);
    expect(await list()).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    expect(stateful.backend.notImplemented).toEqual([]);
    expect(stateful.backend.contractViolations).toEqual([]);
    stateful.backend.reset();
    expect((await list()).status).toBe(200);
  });
});

describe('multipart and content checks', () => {
  it('reads the parts of a body as the browser writes it, a UTF-8 filename included', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'Выписка "май".pdf');
    form.append('note', 'да');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const boundary = multipartBoundary(request.headers.get('content-type') ?? undefined);
    expect(boundary).not.toBeNull();
    const parts = parseMultipart(Buffer.from(await request.arrayBuffer()), boundary ?? '');
    expect(parts?.map((p) => [p.name, p.filename, p.contentType, p.data.toString(p.filename ? 'latin1' : 'utf8')])).toEqual([
      ['file', 'Выписка "май".pdf', 'application/pdf', PDF.toString('latin1')],
      ['note', null, null, 'да'],
    ]);
    expect(parseMultipart(Buffer.from('no boundary here'), boundary ?? '')).toBeNull();
  });

  it('knows JPEG, PNG, WebP and PDF by their first bytes, and cleans names', () => {
    expect(sniffContentType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffContentType(PNG)).toBe('image/png');
    expect(sniffContentType(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffContentType(PDF)).toBe('application/pdf');
    expect(sniffContentType(Buffer.from('GIF89a'))).toBeNull();
    expect(cleanFileName('/home/u/Чек.jpg')).toBe('Чек.jpg');
    expect(cleanFileName('  ')).toBe('file');
    expect([...cleanFileName('я'.repeat(300))]).toHaveLength(255);
  });
});
