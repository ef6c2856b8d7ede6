// The command line of `npm run verify` (scripts/verify/index.ts).
export interface VerifyArgs {
  /** Trader API base URL, e.g. https://host/api/v1. */
  api: string;
  /** Gateway API base URL, e.g. https://host/gateway/api/v1. */
  gateway: string;
  /** socket.io URL: origin + path (default: the gateway's origin + /gateway/ws). */
  ws: string;
  /** Telegram's raw init data, signed by the backend's bot. */
  initData: string;
  /** Seconds to record socket events after the REST pass. */
  listenS: number;
  /** Operations called again while listening, to make the backend send events. */
  trigger: string[];
  allowWrites: boolean;
  /** Directory of report.md and junit.xml. */
  out: string;
  timeoutMs: number;
}

export const USAGE = `Usage: npm run verify -- --api <url> --gateway <url> --init-data <raw> [options]

Checks a live backend against openapi/ and asyncapi/ through the app's own client.

  --api <url>          trader API base URL, e.g. https://host/api/v1
  --gateway <url>      gateway API base URL, e.g. https://host/gateway/api/v1
  --init-data <raw>    Telegram's raw init data string, signed by the backend's bot
                       (or the VERIFY_INIT_DATA environment variable)
  --ws <origin>        socket.io origin, path /gateway/ws (default: the gateway's origin)
  --listen <s>         seconds to record socket events after the calls (default 3)
  --trigger <ops>      comma-separated operationIds called again while listening
  --allow-writes       also call the operations that change state or move money
  --out <dir>          where report.md and junit.xml go (default verify-report)
  --timeout <ms>       per request (default 10000)
`;

export class UsageError extends Error {
  override readonly name = 'UsageError';
}

function url(name: string, value: string | undefined): string {
  if (!value) throw new UsageError(`--${name} is required`);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new UsageError(`--${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (!['http:', 'https:', 'ws:', 'wss:'].includes(parsed.protocol)) throw new UsageError(`--${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/$/, '');
}

/** --ws is the socket.io origin; its path is /gateway/ws unless the URL names another. */
function wsUrl(value: string): string {
  const parsed = new URL(value);
  return parsed.pathname === '/' || parsed.pathname === '' ? `${parsed.origin}/gateway/ws` : value;
}

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): VerifyArgs {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new UsageError(`unexpected argument "${arg}"`);
    const [name = '', inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (name === 'allow-writes' || name === 'help') {
      flags.add(name);
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`--${name} needs a value`);
    values.set(name, value);
  }
  const known = new Set(['api', 'gateway', 'ws', 'init-data', 'listen', 'trigger', 'out', 'timeout']);
  for (const name of values.keys()) if (!known.has(name)) throw new UsageError(`unknown option --${name}`);
  if (flags.has('help')) throw new UsageError('');
  const gateway = url('gateway', values.get('gateway'));
  const initData = values.get('init-data') ?? env.VERIFY_INIT_DATA ?? '';
  if (initData === '') throw new UsageError('--init-data (or VERIFY_INIT_DATA) is required');
  if (!new URLSearchParams(initData).get('hash')) throw new UsageError('--init-data must be the raw init data string, with its hash=... field');
  const listenS = Number(values.get('listen') ?? '3');
  if (!Number.isFinite(listenS) || listenS < 0) throw new UsageError(`--listen must be a number of seconds, got "${values.get('listen')}"`);
  const timeoutMs = Number(values.get('timeout') ?? '10000');
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be milliseconds, got "${values.get('timeout')}"`);
  return {
    api: url('api', values.get('api')),
    gateway,
    ws: wsUrl(values.has('ws') ? url('ws', values.get('ws')) : new URL(gateway).origin),
    initData,
    listenS,
    trigger: (values.get('trigger') ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    allowWrites: flags.has('allow-writes'),
    out: values.get('out') ?? 'verify-report',
    timeoutMs,
  };
}
