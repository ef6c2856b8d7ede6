// The entry's coverage budget fails with a message a developer can act on (issue 39, ADR 0044):
// the limit, the figure, how it was measured, and where the code that did not run comes from.
import { describe, expect, it } from 'vitest';
import { entryCoverageFailure, entryCoverageSummary, type EntryCoverageResult } from './entry-coverage.ts';

const coverage: EntryCoverageResult = {
  files: [
    { file: 'assets/index-AbC.js', total: 536_094, run: 198_527, notRun: 337_567 },
    { file: 'assets/rolldown-runtime-XyZ.js', total: 726, run: 541, notRun: 185 },
  ],
  total: 536_820,
  run: 199_068,
  notRun: 337_752,
  modules: [
    { source: 'node_modules/react-dom/cjs/react-dom-client.production.js', run: 56_258, notRun: 146_930 },
    { source: 'src/main.tsx', run: 728, notRun: 6_087 },
    { source: 'src/features/orders/components/home-states.tsx', run: 74, notRun: 3_903 },
    { source: 'src/features/orders/components/start-autoaccept.tsx', run: 0, notRun: 2_074 },
    { source: 'generated/zod/trader.ts', run: 6_954, notRun: 0 },
  ],
  functions: [
    { where: 'src/main.tsx:113 `function describeRareCase(n: number): string {`', bytes: 5_280 },
    { where: 'node_modules/react-dom/cjs/react-dom-client.production.js:15035 `function updateProperties(…`', bytes: 2_996 },
  ],
  opens: [333_714, 337_752, 337_790],
  seconds: 6.2,
};
const LIMIT = 333_824;

describe('the entry coverage budget', () => {
  it('says by how much which figure is over which limit, and where that limit lives', () => {
    const message = entryCoverageFailure(coverage, LIMIT);
    expect(message).toContain("the entry carries 337 752 bytes (329.8 KiB) of code that home's first render does not run, over the limit of 333 824 bytes (326.0 KiB; BUDGETS.entryNotRun in bench/budgets.ts, ADR 0044) by 3 928 bytes.");
    expect(message).toContain('assets/index-AbC.js and assets/rolldown-runtime-XyZ.js');
    expect(message).toContain('the least of 3 opens (333 714, 337 752, 337 790 bytes not run)');
    expect(message).toContain('load it with import() where it is used');
  });

  it("lists the app's modules apart from the packages, a module none of whose code ran marked, one with nothing unrun left out", () => {
    const lines = entryCoverageFailure(coverage, LIMIT).split('\n');
    const own = lines.slice(lines.indexOf("The app's modules with the most code not run (bytes):") + 1, lines.indexOf('Packages with the most code not run (bytes):') - 1);
    expect(own.map((l) => l.trim().split(/\s+/)[0])).toEqual(['src/main.tsx', 'src/features/orders/components/home-states.tsx', 'src/features/orders/components/start-autoaccept.tsx']);
    expect(own[0]).toMatch(/6 087 not run, +728 run$/);
    expect(own[2]).toMatch(/2 074 not run, +0 run {2}\(none of it ran\)$/);
    expect(lines.some((l) => l.includes('react-dom-client.production.js') && l.includes('146 930 not run'))).toBe(true);
    expect(lines.some((l) => l.includes('generated/zod'))).toBe(false);
  });

  it('names the largest functions that never ran by their source line', () => {
    const message = entryCoverageFailure(coverage, LIMIT);
    expect(message).toMatch(/The largest functions that never ran \(bytes, where they start\):\n +5 280 {2}src\/main\.tsx:113 `function describeRareCase\(n: number\): string \{`\n +2 996 {2}node_modules\/react-dom/);
  });

  it('a passing run prints the figure beside the limit and what ran', () => {
    expect(entryCoverageSummary(coverage, LIMIT)).toBe(
      "entry code home's first render does not run: 337 752 bytes (329.8 KiB) / limit 333 824 (326.0 KiB)\n" +
        "  of the entry's 536 820 bytes (assets/index-AbC.js, assets/rolldown-runtime-XyZ.js, minified), 199 068 (37%) ran from the navigation to the app:usable:home mark; the least of 3 opens (333 714, 337 752, 337 790 bytes not run), 6.2 s",
    );
  });
});
