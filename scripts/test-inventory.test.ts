import { describe, expect, it } from 'vitest';
import { compare, inventoryOf } from './test-inventory.ts';

const SPEC = `
test.describe('history', () => {
  test('a server error shows an error with Retry that recovers', async ({ page }) => {
    await expect(page.getByText('x')).toBeVisible();
    await expect.poll(() => 1).toBe(1);
    expect(1).toBe(1);
  });
  for (const width of [320, 390]) {
    test(\`fits at \${width}\`, async () => { expect(width).toBeGreaterThan(0); }, 60_000);
  }
});
function helper() { expect(2).toBe(2); }
`;

describe('test inventory', () => {
  it('lists each test under its describe path with the expects in its body; helpers apart', () => {
    expect(inventoryOf('tests/e2e/history.spec.ts', SPEC)).toEqual([
      { file: 'tests/e2e/history.spec.ts', depth: 'e2e', describe: ['history'], title: 'a server error shows an error with Retry that recovers', expects: 3 },
      { file: 'tests/e2e/history.spec.ts', depth: 'e2e', describe: ['history'], title: 'fits at ${width}', expects: 1 },
      { file: 'tests/e2e/history.spec.ts', depth: 'e2e', describe: [], title: '(helpers)', expects: 1 },
    ]);
  });

  it('shows a test moved to the screen layer with its expects as moved, and a dropped expect as lost', () => {
    const before = inventoryOf('tests/e2e/history.spec.ts', SPEC);
    const screen = `describe('history', () => { it('a server error shows an error with Retry that recovers', async () => { expect(1).toBe(1); expect(2).toBe(2); expect(3).toBe(3); }); });`;
    const after = [...inventoryOf('tests/e2e/history.spec.ts', SPEC.replace(/test\('a server error[\s\S]*?\n {2}\}\);\n/, '')), ...inventoryOf('tests/screen/history.test.tsx', screen)];
    expect(compare(before, after)).toEqual({ moved: [{ title: 'a server error shows an error with Retry that recovers', from: 'tests/e2e/history.spec.ts', to: 'tests/screen/history.test.tsx', expects: 3 }], lost: [] });
    const weaker = [...after.filter((e) => e.depth !== 'screen'), ...inventoryOf('tests/screen/history.test.tsx', screen.replace('expect(3).toBe(3); ', ''))];
    expect(compare(before, weaker).lost).toEqual([{ title: 'a server error shows an error with Retry that recovers', file: 'tests/e2e/history.spec.ts', before: 3, after: 2 }]);
  });
});
