// `npm run backend -- <command>`: drives the stateful dev backend of `npm run dev:stateful` from a
// terminal, doing what a real backend does on its own (a new order, an order expiring, support
// closing a dispute, a withdrawal settling, a top-up), through its control endpoint
// (tests/backend/control.ts). The backend is found on --port, else MOCK_TRADER_PORT (4010), the
// port dev:stateful serves it on.
import type { ControlAnswer, ControlOverview } from '../../tests/backend/control.ts';
import { tcpPort } from '../lib/address.ts';
import { parseCommandLine, UsageError } from '../lib/cli.ts';
import { mockPorts } from './ports.ts';

export const USAGE = `Usage: npm run backend -- <command> [options]    drive the stateful dev backend (npm run dev:stateful)

  status                                   the current orders, the withdrawals on hold, the balance
  assign-order [--type in|out] [--amount <roubles>] [--invite]
                                           a new order for the trader (default IN 15000), taken by
                                           auto-accept (event autoaccept_order); --invite offers it
                                           instead (INVITE, no event: the contract has none)
  expire-order [<order id>]                an order runs out of time unpaid (orders_timeout)
  close-dispute [<order id>] --winner trader|merchant [--comment <text>]
                                           support closes the dispute (dispute_close): for the trader
                                           the order completes and is credited, for the merchant it
                                           is cancelled
  settle-withdrawal [<operation id>] --ok|--fail
                                           a withdrawal on hold is sent on chain or fails and its
                                           amount is available again (balance_withdrawal)
  top-up <amount> [--internal]             USDT credited (balance_replenishment; --internal:
                                           balance_internal_topup)

  --port <n>   the dev backend's port (default: MOCK_TRADER_PORT, else 4010, as dev:stateful uses)

An id left out names the only order (or withdrawal) it can be; when there are several, they are listed.`;

const OPTIONS = {
  port: { type: 'string' },
  type: { type: 'string' },
  amount: { type: 'string' },
  invite: { type: 'boolean' },
  winner: { type: 'string' },
  comment: { type: 'string' },
  ok: { type: 'boolean' },
  fail: { type: 'boolean' },
  internal: { type: 'boolean' },
} as const;

/** Which options each command takes (--port goes with all). */
const ALLOWED: Record<string, readonly (keyof typeof OPTIONS)[]> = {
  status: [],
  'assign-order': ['type', 'amount', 'invite'],
  'expire-order': [],
  'close-dispute': ['winner', 'comment'],
  'settle-withdrawal': ['ok', 'fail'],
  'top-up': ['internal'],
};

export interface BackendRequest {
  port: number;
  method: 'GET' | 'POST';
  /** Under /__control. */
  path: string;
  body?: Record<string, unknown>;
}

function positiveNumber(value: string, what: string): number {
  const n = Number(value.replace(',', '.'));
  if (value.trim() === '' || !Number.isFinite(n) || n <= 0) throw new UsageError(`${what} must be a positive number, got "${value}"`);
  return n;
}

/** The request a command line asks for; throws a UsageError (empty message for --help). */
export function backendRequest(argv: readonly string[], env: Record<string, string | undefined>): BackendRequest {
  const { values, positionals } = parseCommandLine(argv, OPTIONS, { positionals: true });
  const [command, argument, ...stray] = positionals;
  if (command === undefined) throw new UsageError('name a command');
  const allowed = ALLOWED[command];
  if (!allowed) throw new UsageError(`unknown command "${command}"`);
  if (stray.length > 0) throw new UsageError(`unexpected argument "${stray[0]}"`);
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && name !== 'port' && !allowed.includes(name as keyof typeof OPTIONS)) throw new UsageError(`${command} takes no --${name}`);
  }
  let port: number;
  try {
    port = values.port !== undefined ? tcpPort(values.port, '--port') : mockPorts(env).trader;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const post = (path: string, body: Record<string, unknown>): BackendRequest => ({ port, method: 'POST', path, body });
  switch (command) {
    case 'status':
      if (argument !== undefined) throw new UsageError(`unexpected argument "${argument}"`);
      return { port, method: 'GET', path: '' };
    case 'assign-order': {
      if (argument !== undefined) throw new UsageError(`unexpected argument "${argument}" (the amount goes in --amount)`);
      if (values.type !== undefined && values.type !== 'in' && values.type !== 'out') throw new UsageError(`--type is in or out, got "${values.type}"`);
      return post('/assign-order', {
        ...(values.type !== undefined ? { type: values.type } : {}),
        ...(values.amount !== undefined ? { amount: positiveNumber(values.amount, '--amount') } : {}),
        ...(values.invite === true ? { invite: true } : {}),
      });
    }
    case 'expire-order':
      return post('/expire-order', argument !== undefined ? { order_id: argument } : {});
    case 'close-dispute': {
      if (values.winner !== 'trader' && values.winner !== 'merchant') {
        throw new UsageError(values.winner === undefined ? 'close-dispute needs --winner trader or --winner merchant' : `--winner is trader or merchant, got "${values.winner}"`);
      }
      return post('/close-dispute', {
        ...(argument !== undefined ? { order_id: argument } : {}),
        winner: values.winner,
        ...(values.comment !== undefined ? { comment: values.comment } : {}),
      });
    }
    case 'settle-withdrawal': {
      if ((values.ok === true) === (values.fail === true)) throw new UsageError('settle-withdrawal needs one of --ok (sent on chain) and --fail');
      return post('/settle-withdrawal', { ...(argument !== undefined ? { operation_id: argument } : {}), ok: values.ok === true });
    }
    default: {
      // top-up
      if (argument === undefined) throw new UsageError('top-up needs an amount of USDT, e.g. npm run backend -- top-up 500');
      return post('/top-up', { amount: positiveNumber(argument, 'the amount'), ...(values.internal === true ? { internal: true } : {}) });
    }
  }
}

function eventLine(event: ControlAnswer['event']): string {
  if (event === null) return 'no socket event (the contract has none for this)';
  if (event.delivered === 0) return `${event.name} sent; no app is connected to receive it`;
  return `${event.name} sent to ${event.delivered} connected app${event.delivered === 1 ? '' : 's'}`;
}

function statusLines(overview: ControlOverview): string[] {
  const orders = overview.orders.map(
    (o) => `  ${o.id}  ${o.direction} ${o.amount_rub} RUB  ${o.status}${o.dispute_status === 'open' ? '  dispute open' : ''}  expires ${o.expires_at}`,
  );
  const withdrawals = overview.withdrawals_on_hold.map((w) => `  ${w.id}  ${w.amount} USDT  since ${w.created_at}`);
  return [
    `balance: ${overview.balance.available} USDT available, ${overview.balance.total} USDT total`,
    `current orders (${orders.length}):`,
    ...(orders.length > 0 ? orders : ['  none']),
    `withdrawals on hold (${withdrawals.length}):`,
    ...(withdrawals.length > 0 ? withdrawals : ['  none']),
  ];
}

export interface CliResult {
  code: number;
  out: string[];
  err: string[];
}

/** Runs one command line: exit code 0 done, 1 refused or unreachable, 2 a bad command line. */
export async function runBackendCli(argv: readonly string[], env: Record<string, string | undefined>, fetchImpl: typeof fetch = fetch): Promise<CliResult> {
  let request: BackendRequest;
  try {
    request = backendRequest(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message === '') return { code: 0, out: [USAGE], err: [] };
    return { code: 2, out: [], err: [`backend: ${error.message}`, '', USAGE] };
  }
  const url = `http://127.0.0.1:${request.port}/__control${request.path}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: request.method,
      ...(request.body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(request.body) } : {}),
    });
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return { code: 1, out: [], err: [`backend: nothing answers at ${url} (${cause}). Is npm run dev:stateful running on that port? (--port or MOCK_TRADER_PORT)`] };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  if (response.status === 404 && request.method === 'GET') {
    return { code: 1, out: [], err: [`backend: ${url} answered 404: the server on port ${request.port} is not the stateful dev backend (npm run dev:stateful; npm run dev serves Prism there)`] };
  }
  if (!response.ok) {
    const detail = typeof body === 'object' && body !== null && 'detail' in body ? String(body.detail) : text;
    return { code: 1, out: [], err: [`backend: refused (${response.status}): ${detail}`] };
  }
  if (request.method === 'GET') return { code: 0, out: statusLines(body as ControlOverview), err: [] };
  const answer = body as ControlAnswer;
  return { code: 0, out: [`backend: ${answer.summary}`, `  ${eventLine(answer.event)}`], err: [] };
}
