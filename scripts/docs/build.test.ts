// What `npm run docs` puts in the pages, without running Redocly or the AsyncAPI generator.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalLoads, markOpenApi, withoutCdn, withPlainInlineCode } from './build.ts';

const root = path.resolve(import.meta.dirname, '../..');
const bundled = (name: string) => JSON.parse(readFileSync(path.join(root, 'generated', 'openapi', `${name}.bundled.json`), 'utf8')) as Record<string, never>;

type Node = Record<string, unknown> & { description?: string; summary?: string };
function operation(doc: Record<string, unknown>, p: string, method: string): Node {
  return (doc.paths as Record<string, Record<string, Node>>)[p]![method]!;
}

describe('docs contract marks', () => {
  it('mark the proposed body of an observed call at the body, and count operations and parts', () => {
    const doc = bundled('trader-api');
    const counts = markOpenApi(doc);
    expect(counts.observedWithProposedParts.sort()).toEqual(['activateAutoaccept', 'disableAutoaccept', 'getStatistic', 'transfer', 'updateTimezone', 'withdraw']);
    const withdraw = operation(doc, '/traders/balance/withdraw', 'post');
    expect(withdraw.summary).toBe('[observed, proposed body] Withdraw USDT');
    expect((withdraw.requestBody as Node).description).toMatch(/^\*\*Proposed body: the product spec names this call but does not show its body/);
    expect(((withdraw.responses as Record<string, Node>)['200']!).description).toMatch(/^\*\*\[proposed answer/);
    expect(withdraw['x-badges']).toEqual([expect.objectContaining({ name: 'Observed' }), expect.objectContaining({ name: 'Proposed body' })]);
    // An observed call whose body the spec shows keeps a plain mark.
    expect(operation(doc, '/traders/balance', 'get').summary).toMatch(/^\[observed\] /);
    expect(counts.observed + counts.proposed).toBe(43); // 41, the proposed recipient lookup of issue 37 and telemetry of issue 39
    expect(counts.parts.observed + counts.parts.proposed).toBeGreaterThan(42);
    expect(String((doc.info as unknown as Node).description)).toContain(`Counted by part (each call, request body and success answer): ${counts.parts.observed} observed, ${counts.parts.proposed} proposed`);
  });

  it('load nothing from a CDN and show inline code without backticks', () => {
    const redoc = 'src:e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`';
    expect(externalLoads(redoc)).toHaveLength(2);
    expect(externalLoads(withoutCdn(redoc))).toEqual([]);
    expect(withoutCdn(redoc)).toContain('data:image/svg+xml,');
    expect(withPlainInlineCode('<html><head></head><body></body></html>')).toContain('.aui-root .prose code:before,.aui-root .prose code:after{content:none}</style></head>');
  });
});
