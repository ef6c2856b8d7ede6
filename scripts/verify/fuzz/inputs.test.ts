// The generated inputs (issue 29): the kinds the issue names are all there, a seed gives the
// same inputs every time and another seed others, and a write gets only what the contract
// refuses.
import { describe, expect, it } from 'vitest';
import { document, OPERATIONS } from '../contract.ts';
import { BodyOracle } from './oracle.ts';
import { sniffContentType } from '../../../tests/backend/attachments.ts';
import { parseMultipart } from '../../../tests/backend/multipart.ts';
import { fileBytes, fuzzCases, multipartForm, operationInputs, type CaseOptions, type FuzzCase } from './inputs.ts';

const oracle = new BodyOracle({ 'trader-api': document('trader-api'), 'gateway-api': document('gateway-api') });

function cases(operationId: string, options: Partial<CaseOptions> = {}): FuzzCase[] {
  const op = OPERATIONS.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  const doc = document(op.document);
  return fuzzCases(doc, op.document, operationInputs(doc, op), oracle, { seed: 1, maxExamples: 60, write: false, known: () => [], ...options });
}

const labels = (list: readonly FuzzCase[]) => list.map((c) => c.label);

describe('generated inputs', () => {
  it('give a read ids negative, zero and huge, of the wrong type, oversized, and the ids answers carried', () => {
    const list = cases('listHelpArticles', { known: (param) => (param === 'category_id' ? [{ value: 3, from: 'listHelpCategories' }] : []) });
    const ids = list.map((c) => c.path.category_id);
    expect(ids).toEqual(expect.arrayContaining(['3', '-1', '0', '2147483648', '99999999999999999999', 'abc', '1.5']));
    expect(labels(list)).toContain('path category_id = 3 (from listHelpCategories)');
    expect(labels(list)).toContain('path category_id = "-1" (negative)');
    expect(ids.some((id) => id !== undefined && id.length >= 2000)).toBe(true);
  });

  it('give a body missing fields, of the wrong type, unparsable, oversized and past its bounds', () => {
    const list = labels(cases('withdraw', { write: true }));
    expect(list).toEqual(
      expect.arrayContaining([
        'body.amount missing (required)',
        'body.address missing (required)',
        'body.amount = "abc" (a string)',
        'body.amount = 0 (zero)',
        'body.amount = -1 (negative)',
        'body "{\\"amount\\": 1," (unparsable JSON: truncated)',
        'body empty',
        'body [] (an array)',
      ]),
    );
    expect(list.some((l) => l.startsWith('body.address = "xxxxxxxx') && l.endsWith('(oversized)'))).toBe(true);
    expect(list.some((l) => /^body\.amount = 0\.0\d1 \(not a multiple of 0\.01\)$/.test(l))).toBe(true);
  });

  it("give the upload files of each accepted type and of the largest size, files its limits refuse, and malformed multipart (issue 41)", async () => {
    const list = cases('uploadDisputeAttachment', { write: true, maxExamples: 100 });
    const uploads = list.filter((c) => c.where === 'body');
    // The contract's limits (listDisputeAttachments' example): 10 MiB; JPEG, PNG, WebP, PDF.
    expect(labels(uploads)).toEqual(
      expect.arrayContaining([
        'body file = verify.jpg (image/jpeg, 64 bytes: an accepted type)',
        'body file = verify.png (image/png, 64 bytes: an accepted type)',
        'body file = verify.webp (image/webp, 64 bytes: an accepted type)',
        'body file = verify.pdf (application/pdf, 64 bytes: an accepted type)',
        'body file = verify.jpg (image/jpeg, 10485760 bytes: the largest size accepted)',
        'body file = verify.jpg (image/jpeg, 10485761 bytes: one byte over the largest size)',
        'body file = verify.gif (image/gif, 64 bytes: a type not accepted)',
        'body file = verify.txt (text/plain, 64 bytes: a type not accepted)',
        'body file = receipt.png (image/png, 64 bytes: text named and labelled as an image)',
        'body file = verify.jpg (image/jpeg, 0 bytes: an empty file)',
        'body multipart without the file part',
        'body multipart cut before its closing boundary',
        'body multipart without a boundary in its Content-Type',
        'body two file parts (one file per request)',
      ]),
    );
    // Each file is what it claims by content, as a server that sniffs the bytes reads it, and the
    // form parses as python-multipart would.
    const byLabel = (label: string) => uploads.find((c) => c.label.startsWith(label))!;
    for (const [label, type] of [['body file = verify.webp', 'image/webp'], ['body file = verify.pdf', 'application/pdf'], ['body file = verify.gif', null], ['body file = receipt.png', null]] as const) {
      const { body } = byLabel(label);
      if (!body || !('form' in body)) throw new Error(`${label}: not a form`);
      expect(sniffContentType(Buffer.from(fileBytes(body.form.files[0]!.file))), label).toBe(type);
    }
    const { body } = byLabel('body file = verify.png (image/png, 64');
    if (!body || !('form' in body)) throw new Error('not a form');
    const request = new Request('http://x/', { method: 'POST', body: multipartForm(body.form) });
    const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type') ?? '')![1]!;
    expect(parseMultipart(Buffer.from(await request.arrayBuffer()), boundary)?.map((p) => [p.name, p.filename, p.contentType, p.data.length])).toEqual([['file', 'verify.png', 'image/png', 64]]);
    // A write's files all go to the one generated order id, which no backend holds.
    expect(new Set(uploads.map((c) => c.path.order_id))).toEqual(new Set([expect.stringMatching(/^[0-9a-f-]{36}$/)]));
  });

  it('are the same for the same seed and differ for another', () => {
    expect(cases('listOrderHistory', { seed: 7 })).toEqual(cases('listOrderHistory', { seed: 7 }));
    expect(cases('createRequisite', { seed: 7, write: true })).toEqual(cases('createRequisite', { seed: 7, write: true }));
    expect(labels(cases('listOrderHistory', { seed: 7 }))).not.toEqual(labels(cases('listOrderHistory', { seed: 8 })));
  });

  it('give a write only bodies the contract refuses, and no id an answer carried', () => {
    for (const operationId of ['withdraw', 'transfer', 'createRequisite', 'updateSchedule', 'updateTimezone', 'activateAutoaccept', 'openDispute']) {
      const op = OPERATIONS.find((o) => o.operationId === operationId)!;
      const inputs = operationInputs(document(op.document), op);
      for (const seed of [1, 2, 3]) {
        const list = cases(operationId, { seed, write: true, known: () => [{ value: 'b47d498b-e478-4c77-9465-c03d34fbf801', from: 'listOrders' }] });
        expect(list.length, operationId).toBeGreaterThan(10);
        for (const c of list) {
          expect(c.path.order_id, c.label).not.toBe('b47d498b-e478-4c77-9465-c03d34fbf801');
          if (c.body && 'json' in c.body) expect(oracle.accepts(op.document, inputs.body!, JSON.parse(JSON.stringify(c.body.json))), `${operationId}: ${c.label}`).toBe(false);
        }
      }
    }
  });

  it('never send a write an id a lenient parser reads as a real one, nor a path parameter with a slash', () => {
    for (const operationId of ['deleteRequisite', 'activateRequisite', 'acceptOrder']) {
      for (const seed of [1, 2, 3, 4]) {
        for (const c of cases(operationId, { seed, write: true, maxExamples: 100 })) {
          const id = Object.values(c.path)[0]!;
          expect(id, c.label).not.toMatch(/[/\\]/);
          const n = Number(id);
          expect(id.trim() !== '' && Number.isInteger(n) && n > 0 && n < 2 ** 31, `${operationId}: ${c.label}`).toBe(false);
        }
      }
    }
    // A read may get them: an existing id is what it should answer.
    expect(cases('listHelpArticles', { maxExamples: 100 }).some((c) => /^\d+$/.test(c.path.category_id ?? '') && Number(c.path.category_id) > 0)).toBe(true);
  });

  it('stop at --max-examples and reach every parameter first', () => {
    const list = cases('listOrderHistory', { maxExamples: 12 });
    expect(list).toHaveLength(12);
    expect(new Set(list.map((c) => c.where))).toEqual(new Set(['query status', 'query direction', 'query date_from', 'query date_to', 'query size', 'query page', 'query search']));
  });
});

describe('the body oracle', () => {
  const withdraw = { $ref: '#/components/schemas/WithdrawRequest' };
  const requisite = { $ref: '#/components/schemas/RequisiteCreate' };

  it('reads multipleOf in decimal and a oneOf as exactly one', () => {
    expect(oracle.accepts('trader-api', withdraw, { amount: 0.29, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' })).toBe(true);
    expect(oracle.accepts('trader-api', withdraw, { amount: 0.291, address: 'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC' })).toBe(false);
    expect(oracle.accepts('trader-api', requisite, { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', holder_name: 'Иван' })).toBe(true);
    expect(oracle.accepts('trader-api', requisite, { payment_method_id: 2, bank_id: 3, card_number: '2200700012345678', phone: '+79161234567', holder_name: 'Иван' })).toBe(false);
  });
});
