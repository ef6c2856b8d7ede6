import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkedOrExit, parseCommandLine, UsageError } from './cli.ts';

describe('parseCommandLine', () => {
  const options = { api: { type: 'string' }, 'allow-writes': { type: 'boolean' } } as const;

  it('reads string options spaced or with =, and boolean flags', () => {
    expect(parseCommandLine(['--api', 'https://h', '--allow-writes'], options).values).toEqual({ api: 'https://h', 'allow-writes': true });
    expect(parseCommandLine(['--api=https://h'], options).values).toEqual({ api: 'https://h' });
  });

  it('names each problem plainly', () => {
    expect(() => parseCommandLine(['--frobnicate', '1'], options)).toThrow(new UsageError('unknown option --frobnicate'));
    expect(() => parseCommandLine(['-x'], options)).toThrow(new UsageError('unknown option -x'));
    expect(() => parseCommandLine(['--api'], options)).toThrow(new UsageError('--api needs a value'));
    expect(() => parseCommandLine(['--allow-writes=yes'], options)).toThrow(new UsageError('--allow-writes takes no value'));
    expect(() => parseCommandLine(['stray'], options)).toThrow(new UsageError('unexpected argument "stray"'));
    expect(parseCommandLine(['event', 'example'], options, { positionals: true }).positionals).toEqual(['event', 'example']);
  });

  it('collects a repeatable option in order, and leaves a single one a string', () => {
    const repeatable = { seed: { type: 'string', multiple: true }, out: { type: 'string' } } as const;
    expect(parseCommandLine(['--seed', '1', '--seed=2', '--out', 'a'], repeatable).values).toEqual({ seed: ['1', '2'], out: 'a' });
    expect(parseCommandLine(['--out', 'a', '--out', 'b'], repeatable).values).toEqual({ out: 'b' });
    expect(() => parseCommandLine(['--seed'], repeatable)).toThrow(new UsageError('--seed needs a value'));
  });

  it('answers --help with an empty UsageError once the rest is valid', () => {
    expect(() => parseCommandLine(['--help'], options)).toThrow(new UsageError(''));
    expect(() => parseCommandLine(['--help', '--frobnicate'], options)).toThrow(/unknown option --frobnicate/);
  });
});

describe('checkedOrExit', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('returns a value that passes its check, and says nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(checkedOrExit('serve', () => 8080)).toBe(8080);
    expect(error).not.toHaveBeenCalled();
  });

  it('names the script and the problem on one line, then the usage, and exits 2', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const bad = () => {
      throw new Error('--port must be a TCP port (1-65535), got "abc"');
    };
    expect(() => checkedOrExit('serve', bad, 'Usage: npm run serve -- --port <port>')).toThrow('exit 2');
    expect(error).toHaveBeenLastCalledWith('serve: --port must be a TCP port (1-65535), got "abc"\n\nUsage: npm run serve -- --port <port>');
    expect(() => checkedOrExit('mock', bad)).toThrow('exit 2');
    expect(error).toHaveBeenLastCalledWith('mock: --port must be a TCP port (1-65535), got "abc"');
    expect(exit).toHaveBeenCalledTimes(2);
  });
});
