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

export type ContractBreak = ResponseBreak | EventBreak;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function withBody(answer: Answer, change: (body: Record<string, unknown>) => void): Answer {
  const body: unknown = structuredClone(answer.body);
  if (isRecord(body)) change(body);
  return { ...answer, body };
}

/** One break of each kind the issue names: wrong type, missing field, extra enum value, wrong status, malformed event. */
export const PLANTED_BREAKS: readonly ContractBreak[] = [
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
