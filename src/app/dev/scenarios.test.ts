import { describe, expect, it, vi } from 'vitest';
import { SCENARIOS, activeScenario, scenarioFetch } from './scenarios.ts';

class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

const at = (search: string) => ({ search }) as Location;

describe('dev scenarios', () => {
  it('remembers ?scenario= for the session and clears it with an empty value', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    expect(activeScenario(at('?scenario=blocked'), storage)).toBe('blocked');
    expect(activeScenario(at(''), storage)).toBe('blocked');
    expect(activeScenario(at('?scenario='), storage)).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(activeScenario(at('?scenario=nope'), storage)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Unknown dev scenario "nope"'));
  });

  it('every scenario names operations of the specs with a Prefer value', () => {
    for (const rules of Object.values(SCENARIOS)) {
      for (const [op, prefer] of Object.entries(rules)) {
        expect(op).toMatch(/^(GET|POST|PUT|DELETE) \/[\w/{}-]+$/);
        expect(prefer).toMatch(/^(code=\d{3}(, example=\w+)?|example=\w+)$/);
      }
    }
  });

  it('adds Prefer only to the operations the scenario names, after the base path', async () => {
    const seen: Request[] = [];
    const f = scenarioFetch('blocked', ['/api/v1', '/gateway/api/v1'], async (r) => {
      seen.push(r);
      return new Response('{}');
    });
    await f(new Request('http://x.test/api/v1/traders'));
    await f(new Request('http://x.test/api/v1/traders/balance'));
    expect(seen[0]?.headers.get('Prefer')).toBe('example=blocked');
    expect(seen[1]?.headers.get('Prefer')).toBeNull();
  });
});
