// The CSV opens right in a spreadsheet (issue 37, point 11), tried for real: History's CSV of the
// contract's orders (a phone, a 16-digit card) goes through LibreOffice Calc (Debian's
// libreoffice-calc, headless: `soffice --convert-to fods`, the flat ODF spreadsheet, read back as
// XML) and every phone and card keeps every digit with no stray character, as text; amounts stay
// numbers a spreadsheet adds up. One conversion of a small file (a few seconds): .ci/run installs
// libreoffice-calc. A private profile keeps it apart from any other soffice on the machine.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { responseExample } from '../../../shared/lib/testing/contract-examples.ts';
import { historyCsv } from './history-csv.ts';
import type { NameLookups, Order } from './history.ts';

const run = promisify(execFile);
const { items } = responseExample('/traders/orders', 'default') as { items: Order[] };
const names: NameLookups = { paymentMethodName: () => 'СБП', bankName: () => 'Банк' };

interface Cell {
  type: string;
  value: string | null;
  text: string;
}

/** The cells of the first sheet's rows, as Calc read them: the value type, the number (floats) and the shown text. */
function sheetRows(fods: string): Cell[][] {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(fods)?.[0] ?? '';
  const decode = (s: string) => s.replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...table.matchAll(/<table:table-row[^>]*>([\s\S]*?)<\/table:table-row>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<table:table-cell([^>]*?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g)].map(([, attrs = '', body = '']) => ({
      type: /office:value-type="([^"]+)"/.exec(attrs)?.[1] ?? '',
      value: /office:value="([^"]+)"/.exec(attrs)?.[1] ?? null,
      text: [...body.matchAll(/<text:p>([\s\S]*?)<\/text:p>/g)].map(([, p]) => decode(p ?? '')).join('\n'),
    })),
  );
}

let dir = '';
let rows: Cell[][] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'csv-calc-'));
  const csv = join(dir, 'history.csv');
  await writeFile(csv, historyCsv(items, 'Europe/Moscow', names), 'utf8');
  // The import a trader makes: `;` separated, `"` quoted, UTF-8 (76), from the first line, Russian (1049).
  await run(
    'soffice',
    [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--headless', '--norestore', '--infilter=CSV:59,34,76,1,,1049', '--convert-to', 'fods', '--outdir', dir, csv],
    { timeout: 90_000 },
  );
  rows = sheetRows(await readFile(join(dir, 'history.fods'), 'utf8'));
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('History CSV in LibreOffice Calc', () => {
  it('keeps every digit of a phone and a card number, with no stray character, as text', () => {
    const column = rows[0]?.findIndex((c) => c.text === 'Телефон / карта') ?? -1;
    expect(column).toBeGreaterThan(0);
    const accounts = rows.slice(1, 1 + items.length).map((row) => row[column]);
    expect(accounts.map((c) => c?.text)).toEqual(['+79161234567', '2202200012345678']);
    expect(accounts.map((c) => c?.type)).toEqual(['string', 'string']);
  });

  it('keeps the amounts numbers a spreadsheet adds up', () => {
    const column = rows[0]?.findIndex((c) => c.text === 'Сумма, ₽') ?? -1;
    const amounts = rows.slice(1, 1 + items.length).map((row) => row[column]);
    expect(amounts.map((c) => [c?.type, c?.value])).toEqual([
      ['float', '15000'],
      ['float', '8200'],
    ]);
  });
});
