// Deliberate contract breaks for the provider verification's tests (issue 15): a backend started
// with `breaks` answers some operations, and sends some events, the way a drifting server
// would. A break rewrites an answer AFTER the backend's own contract check has passed it, so the
// check still catches every violation of the handlers themselves (contractViolations), and a
// backend started without `breaks` (the end-to-end suite's) is unchanged. Each break names what
// a verification must report: the operation or event, the field and the value.
import type { SocketEventName } from '../../generated/events/events.gen.ts';
import type { OperationId } from './contract.ts';
import type { Answer } from './routes.ts';

export interface ResponseBreak {
  kind: 'response';
  /** What it imitates, e.g. "wrong type". */
  name: string;
  operationId: OperationId;
  /** The field a verification must name ("(status)" for the status itself). */
  field: string;
  /** The value a verification must show (JSON). */
  value: string;
  /** Applied to a success answer of the operation only (errors pass unchanged). */
  rewrite(answer: Answer): Answer;
}

export interface EventBreak {
  kind: 'event';
  name: string;
  event: SocketEventName;
  field: string;
  value: string;
  rewrite(payload: unknown): unknown;
}

/**
 * A planted input bug (issue 29): the operation crashes (a 500) on one edge input, before its
 * handler runs, as a server that trusts its input would. Only generated input finds one: the
 * provider verification's documented calls never send it.
 */
export interface InputBug {
  kind: 'input';
  name: string;
  operationId: OperationId;
  /** Where the input goes, as the fuzz phase names it: "path category_id", "body". */
  where: string;
  /** Whether this request is one it crashes on (path parameters and query as received, the body as text). */
  crashes(request: { params: Record<string, unknown>; query: Record<string, unknown>; body: string | undefined }): boolean;
}

export type ContractBreak = ResponseBreak | EventBreak | InputBug;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function withBody(answer: Answer, change: (body: Record<string, unknown>) => void): Answer {
  const body: unknown = structuredClone(answer.body);
  if (isRecord(body)) change(body);
  return { ...answer, body };
}

/** One break of each kind the issue names: wrong type, missing field, extra enum value, wrong status, malformed event. */
export const PLANTED_BREAKS: readonly (ResponseBreak | EventBreak)[] = [
  {
    kind: 'response',
    name: 'wrong type',
    operationId: 'getTrader',
    field: 'blocked',
    value: '"no"',
    rewrite: (answer) =>
      withBody(answer, (body) => {
        body.blocked = 'no';
      }),
  },
  {
    kind: 'response',
    name: 'missing field',
    operationId: 'getBalance',
    field: 'available_amount',
    value: '(missing)',
    rewrite: (answer) =>
      withBody(answer, (body) => {
        delete body.available_amount;
      }),
  },
  {
    kind: 'response',
    name: 'extra enum value',
    operationId: 'listOrders',
    field: 'items[0].status',
    value: '"ON_HOLD"',
    rewrite: (answer) =>
      withBody(answer, (body) => {
        const [first] = Array.isArray(body.items) ? body.items : [];
        if (isRecord(first)) first.status = 'ON_HOLD';
      }),
  },
  {
    kind: 'response',
    name: 'wrong status',
    operationId: 'createRequisite',
    field: '(status)',
    value: '200',
    rewrite: (answer) => ({ ...answer, status: 200 }),
  },
  {
    kind: 'event',
    name: 'malformed event',
    event: 'balance_withdrawal',
    field: 'amount',
    value: '"50.25"',
    rewrite: (payload) => (isRecord(payload) ? { ...payload, amount: '50.25' } : payload),
  },
];

/** A 500 on an edge input of a read and of a write, as Schemathesis found on a FastAPI backend (issue 29). */
export const PLANTED_INPUT_BUGS: readonly InputBug[] = [
  {
    kind: 'input',
    name: 'a read crashes on a negative id',
    operationId: 'listHelpArticles',
    where: 'path category_id',
    crashes: ({ params }) => typeof params.category_id === 'string' && /^-\d+$/.test(params.category_id),
  },
  {
    kind: 'input',
    name: 'a write crashes on an unparsable body',
    operationId: 'withdraw',
    where: 'body',
    crashes: ({ body }) => {
      if (body === undefined || body === '') return false;
      try {
        JSON.parse(body);
        return false;
      } catch {
        return true;
      }
    },
  },
];

/** The answer of a planted input bug that this request triggers, or null. */
export function inputBugAnswer(
  breaks: readonly ContractBreak[],
  operationId: OperationId,
  request: Parameters<InputBug['crashes']>[0],
): Answer | null {
  const found = breaks.find((b): b is InputBug => b.kind === 'input' && b.operationId === operationId && b.crashes(request));
  return found ? { status: 500, body: { detail: 'Internal Server Error' } } : null;
}

/** The response break of an operation, for a success answer (2xx) only. */
export function breakAnswer(breaks: readonly ContractBreak[], operationId: OperationId, answer: Answer): Answer {
  if (answer.status < 200 || answer.status >= 300) return answer;
  const found = breaks.find((b): b is ResponseBreak => b.kind === 'response' && b.operationId === operationId);
  return found ? found.rewrite(answer) : answer;
}

/** The event break of an event name, applied after the payload passed the contract check. */
export function breakEvent(breaks: readonly ContractBreak[], event: string, payload: unknown): unknown {
  const found = breaks.find((b): b is EventBreak => b.kind === 'event' && b.event === event);
  return found ? found.rewrite(payload) : payload;
}
