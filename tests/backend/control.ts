// The control endpoint of the dev backend (`npm run dev:stateful`; `npm run backend`,
// scripts/mock/backend.ts, is its command line): what a real backend does on its own, asked for
// from a terminal. Each command calls the TestBackend method the tests call (server.ts: newOrder,
// expireOrder, closeDispute, settleWithdrawal, topUp), so tests and dev share one implementation,
// and answers what changed and which socket event went to how many sockets.
//
//   GET  /__control                      the commands, the current orders, withdrawals on hold, the balance
//   POST /__control/assign-order         {type?: 'in' | 'out', amount?: number, invite?: boolean}
//   POST /__control/expire-order         {order_id?}
//   POST /__control/close-dispute        {order_id?, winner: 'trader' | 'merchant', comment?}
//   POST /__control/settle-withdrawal    {operation_id?, ok: boolean}
//   POST /__control/top-up               {amount: number, internal?: boolean}
//
// Outside the API's base paths (the dev server proxies only those, so the app's origin does not
// reach it) and answered to loopback clients only. An id left out names the one order or
// operation it can be (the only order with an open dispute, ...); when there are several, the
// answer lists them. Errors are {detail: string} with 403, 404, 409 or 422.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import type { TestBackend, Told } from './server.ts';
import type { BackendState, BalanceOperation, Order } from './state.ts';

export const CONTROL_PATH = '/__control';

/** A control command the state refuses: the status it answers and why, in English. */
export class ControlRefusal extends Error {
  override readonly name = 'ControlRefusal';
  readonly status: 403 | 404 | 409 | 422;
  constructor(status: 403 | 404 | 409 | 422, message: string) {
    super(message);
    this.status = status;
  }
}

export type Controls = Pick<TestBackend, 'newOrder' | 'expireOrder' | 'closeDispute' | 'settleWithdrawal' | 'topUp'>;

/** What every command answers. */
export interface ControlAnswer {
  /** One line: what changed. */
  summary: string;
  event: Told<unknown>['event'];
  value: Order | BalanceOperation;
}

/** GET /__control. */
export interface ControlOverview {
  commands: string[];
  orders: { id: string; status: Order['status']; direction: Order['direction']; amount_rub: number; dispute_status: Order['dispute_status']; expires_at: string }[];
  withdrawals_on_hold: { id: string; amount: number; created_at: string }[];
  balance: { available: number; total: number };
}

const COMMANDS = ['assign-order', 'expire-order', 'close-dispute', 'settle-withdrawal', 'top-up'] as const;

const bodies = {
  'assign-order': z.object({ type: z.optional(z.enum(['in', 'out'])), amount: z.optional(z.number()), invite: z.optional(z.boolean()) }),
  'expire-order': z.object({ order_id: z.optional(z.string()) }),
  'close-dispute': z.object({ order_id: z.optional(z.string()), winner: z.enum(['trader', 'merchant']), comment: z.optional(z.string()) }),
  'settle-withdrawal': z.object({ operation_id: z.optional(z.string()), ok: z.boolean() }),
  'top-up': z.object({ amount: z.number(), internal: z.optional(z.boolean()) }),
} satisfies Record<(typeof COMMANDS)[number], z.ZodMiniType>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const short = (id: string) => id.slice(0, 8);
const rub = (value: number) => `${value} RUB`;
const usdt = (value: number) => `${value} USDT`;

/** The one candidate an id left out can name, or a refusal that lists them. */
function only<T extends { id: string }>(candidates: readonly T[], what: [one: string, many: string], flag: string, describe: (item: T) => string): T {
  const [first, ...rest] = candidates;
  if (first && rest.length === 0) return first;
  if (!first) throw new ControlRefusal(409, `there is no ${what[0]}`);
  throw new ControlRefusal(409, `there are ${candidates.length} ${what[1]}; name one (${flag}):\n${candidates.map((c) => `  ${c.id}  ${describe(c)}`).join('\n')}`);
}

const describeOrder = (o: Order) => `${o.direction} ${rub(o.amount_rub)} ${o.status}${o.dispute_status === 'open' ? ', dispute open' : ''}`;

function run(command: (typeof COMMANDS)[number], raw: unknown, controls: Controls, state: BackendState): ControlAnswer {
  switch (command) {
    case 'assign-order': {
      const body = bodies['assign-order'].parse(raw);
      const told = controls.newOrder({
        direction: body.type === 'out' ? 'OUT' : 'IN',
        ...(body.amount !== undefined ? { amountRub: body.amount } : {}),
        invite: body.invite === true,
      });
      const o = told.value;
      return { summary: `new ${o.direction} order ${o.id}: ${rub(o.amount_rub)} (${usdt(o.usdt_to_trader)}), ${o.status}, expires ${o.expires_at}`, event: told.event, value: o };
    }
    case 'expire-order': {
      const body = bodies['expire-order'].parse(raw);
      const id = body.order_id ?? only(state.orders.filter((o) => o.dispute_status !== 'open'), ['current order without an open dispute', 'current orders without an open dispute'], 'expire-order <order id>', describeOrder).id;
      const told = controls.expireOrder(id);
      return { summary: `order ${id} expired unpaid: ${told.value.status}, moved to the history`, event: told.event, value: told.value };
    }
    case 'close-dispute': {
      const body = bodies['close-dispute'].parse(raw);
      const id = body.order_id ?? only(state.orders.filter((o) => o.dispute_status === 'open'), ['order with an open dispute', 'orders with an open dispute'], 'close-dispute <order id>', describeOrder).id;
      const told = controls.closeDispute(id, body.winner === 'trader' ? 'TRADER' : 'MERCHANT', body.comment ?? null);
      const o = told.value;
      const money = o.status === 'COMPLETE' ? `the order completed, ${usdt(o.usdt_to_trader)} credited` : 'the order cancelled, no money moved';
      return { summary: `dispute on order ${id} closed for the ${body.winner}: ${money}`, event: told.event, value: o };
    }
    case 'settle-withdrawal': {
      const body = bodies['settle-withdrawal'].parse(raw);
      const onHold = state.operations.filter((op) => op.type === 'WITHDRAWAL' && op.status === 'HOLD');
      const id = body.operation_id ?? only(onHold, ['withdrawal on hold', 'withdrawals on hold'], 'settle-withdrawal <operation id>', (op) => `${usdt(op.amount)} at ${op.created_at}`).id;
      const told = controls.settleWithdrawal(id, body.ok);
      const op = told.value;
      const what = op.status === 'COMPLETE' ? `sent on chain (tx ${short(op.tx_hash ?? '')}…), COMPLETE` : `failed, CANCEL: ${usdt(-op.amount)} available again`;
      return { summary: `withdrawal ${id} of ${usdt(-op.amount)} ${what}`, event: told.event, value: op };
    }
    case 'top-up': {
      const body = bodies['top-up'].parse(raw);
      const told = controls.topUp(body.amount, { internal: body.internal === true });
      const op = told.value;
      return { summary: `${op.type} ${op.id}: +${usdt(op.amount)} credited`, event: told.event, value: op };
    }
  }
}

function overview(state: BackendState): ControlOverview {
  return {
    commands: [...COMMANDS],
    orders: state.orders.map((o) => ({ id: o.id, status: o.status, direction: o.direction, amount_rub: o.amount_rub, dispute_status: o.dispute_status, expires_at: o.expires_at })),
    withdrawals_on_hold: state.operations.filter((op) => op.type === 'WITHDRAWAL' && op.status === 'HOLD').map((op) => ({ id: op.id, amount: op.amount, created_at: op.created_at })),
    balance: { available: state.available, total: state.total },
  };
}

function refuse(reply: FastifyReply, status: number, detail: string) {
  return reply.code(status).type('application/json').send(JSON.stringify({ detail }));
}

/** Registers /__control on the backend's server (before it listens). */
export function registerControl(app: FastifyInstance, target: { controls: Controls; state: () => BackendState }): void {
  const guard = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
    void refuse(reply, 403, `${CONTROL_PATH} answers loopback clients only`);
    return false;
  };
  app.get(CONTROL_PATH, (request, reply) => {
    if (!guard(request, reply)) return reply;
    return reply.type('application/json').send(JSON.stringify(overview(target.state())));
  });
  app.post(`${CONTROL_PATH}/:command`, (request, reply) => {
    if (!guard(request, reply)) return reply;
    const params: Record<string, unknown> = typeof request.params === 'object' && request.params !== null ? { ...request.params } : {};
    const command = COMMANDS.find((c) => c === params.command);
    if (!command) return refuse(reply, 404, `unknown command "${String(params.command)}"; the commands: ${COMMANDS.join(', ')}`);
    let raw: unknown = {};
    if (typeof request.body === 'string' && request.body !== '') {
      try {
        raw = JSON.parse(request.body);
      } catch {
        return refuse(reply, 422, 'the body is not JSON');
      }
    }
    try {
      return reply.type('application/json').send(JSON.stringify(run(command, raw, target.controls, target.state())));
    } catch (error) {
      if (error instanceof ControlRefusal) return refuse(reply, error.status, error.message);
      if (error instanceof z.core.$ZodError) {
        return refuse(reply, 422, error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '));
      }
      throw error;
    }
  });
}
