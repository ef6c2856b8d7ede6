// The command line of `npm run verify` (scripts/verify/index.ts).
import { randomInt } from 'node:crypto';
import { parseCommandLine, UsageError } from '../lib/cli.ts';
import { proposalNames } from './contract.ts';
import type { RequiredProposals } from './results.ts';

export { UsageError };

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
  /** The generated-input phase (phases/fuzz.ts). */
  fuzz: boolean;
  /** Its seeds, one run of inputs each (a random one unless given). */
  seeds: number[];
  /** Inputs per operation and seed. */
  maxExamples: number;
  /** An operation whose documented success was not reached fails the run. */
  failOnPartial: boolean;
  /** Proposals a missing implementation of fails the run (ADR 0034); by default none. */
  requireProposed: RequiredProposals;
}

/** Inputs per operation and seed by default: about a minute for the reads of a remote backend. */
export const DEFAULT_MAX_EXAMPLES = 50;

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
  --fail-on-partial    fail when an operation is only partly exercised (JUnit: a failure
                       instead of a skip)

Proposals (x-contract: proposed): a proposed operation the backend answers with 404, 405 or 501
(a server without the route), or a proposed parameter it ignores, is listed as "proposed: not
implemented" (JUnit: a skip) and its probes and generated inputs are not sent; an implemented
one is verified in full. Observed operations are always required.
  --require-proposed   every proposal must be implemented: a missing one fails the run
  --require <names>    comma-separated proposals that must be implemented: operationIds, or
                       <operationId>.<parameter> for a proposed parameter (listOrderHistory.search)

Generated inputs:
  --fuzz               also send each operation inputs generated from the contract's schemas
                       (boundary values, negative, zero and huge ids, wrong types, missing
                       fields, unparsable JSON, oversized strings); a 5xx, an undocumented
                       status or an answer off its schema fails, each with a curl reproducer.
                       Reads and the token calls only; with --allow-writes also the writes,
                       with bodies and ids the contract refuses
  --seed <n>           the inputs' seed, repeatable (default: a random one, printed)
  --max-examples <n>   inputs per operation and seed (default ${DEFAULT_MAX_EXAMPLES})
`;

const OPTIONS = {
  api: { type: 'string' },
  gateway: { type: 'string' },
  ws: { type: 'string' },
  'init-data': { type: 'string' },
  listen: { type: 'string' },
  trigger: { type: 'string' },
  'allow-writes': { type: 'boolean' },
  out: { type: 'string' },
  timeout: { type: 'string' },
  fuzz: { type: 'boolean' },
  seed: { type: 'string', multiple: true },
  'max-examples': { type: 'string' },
  'fail-on-partial': { type: 'boolean' },
  'require-proposed': { type: 'boolean' },
  require: { type: 'string', multiple: true },
} as const;

/** fast-check takes a 32-bit seed. */
const SEED_LIMIT = 2 ** 31;

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

function seeds(values: readonly string[] | undefined, random: () => number): number[] {
  if (!values || values.length === 0) return [random()];
  return values.map((value) => {
    const seed = Number(value);
    if (!/^\d+$/.test(value) || seed >= SEED_LIMIT) throw new UsageError(`--seed must be a whole number from 0 to ${SEED_LIMIT - 1}, got "${value}"`);
    return seed;
  });
}

function requiredProposals(all: boolean, values: readonly string[] | undefined): RequiredProposals {
  const names = (values ?? []).flatMap((v) => v.split(',')).map((s) => s.trim()).filter(Boolean);
  const known = proposalNames();
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new UsageError(`--require takes proposals of the contract (${known.join(', ')}); not one: ${unknown.join(', ')}`);
  return { all, names };
}

export function parseArgs(argv: readonly string[], env: Record<string, string | undefined> = {}, random = () => randomInt(SEED_LIMIT)): VerifyArgs {
  const { values } = parseCommandLine(argv, OPTIONS);
  const gateway = url('gateway', values.gateway);
  const initData = values['init-data'] ?? env.VERIFY_INIT_DATA ?? '';
  if (initData === '') throw new UsageError('--init-data (or VERIFY_INIT_DATA) is required');
  if (!new URLSearchParams(initData).get('hash')) throw new UsageError('--init-data must be the raw init data string, with its hash=... field');
  const listenS = Number(values.listen ?? '3');
  if (!Number.isFinite(listenS) || listenS < 0) throw new UsageError(`--listen must be a number of seconds, got "${values.listen}"`);
  const timeoutMs = Number(values.timeout ?? '10000');
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError(`--timeout must be milliseconds, got "${values.timeout}"`);
  const fuzz = values.fuzz === true;
  if (!fuzz && (values.seed !== undefined || values['max-examples'] !== undefined)) throw new UsageError('--seed and --max-examples apply to --fuzz; add --fuzz');
  const maxExamples = Number(values['max-examples'] ?? DEFAULT_MAX_EXAMPLES);
  if (!Number.isInteger(maxExamples) || maxExamples <= 0) throw new UsageError(`--max-examples must be a positive whole number, got "${values['max-examples']}"`);
  return {
    api: url('api', values.api),
    gateway,
    ws: wsUrl(values.ws !== undefined ? url('ws', values.ws) : new URL(gateway).origin),
    initData,
    listenS,
    trigger: (values.trigger ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    allowWrites: values['allow-writes'] === true,
    out: values.out ?? 'verify-report',
    timeoutMs,
    fuzz,
    seeds: fuzz ? seeds(values.seed, random) : [],
    maxExamples,
    failOnPartial: values['fail-on-partial'] === true,
    requireProposed: requiredProposals(values['require-proposed'] === true, values.require),
  };
}
