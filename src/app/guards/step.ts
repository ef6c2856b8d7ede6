// What a guard step is, and the typed React Router contexts the steps share (no shared mutable
// guard object). A step is one module (token.ts, access.ts, ...) made with `defineStep`: its
// middleware, and what it warms in the one parallel round after sign-in. The round is started by
// the token step for every step of the navigation at once; a step reads its own warmed answer
// from its own context (and starts it itself when nothing did, so no step depends on another
// having run). A step's answer: go on (null), a redirect (thrown as `replace()`: the guarded entry
// is replaced) or an error (thrown as `data()` with the status, shown by the routes' error
// boundary). A redirect to the path being opened is none: that screen renders, the later steps
// do not run.
import { createContext, data, replace, type MiddlewareFunction, type RouterContextProvider } from 'react-router';
import { ApiError } from '../../shared/api/errors.ts';
import { notFoundMessage, type RouteMatch } from '../../shared/routes/route-table.ts';
import type { GuardDeps, WarmQuery } from './ports.ts';

type Context = Readonly<RouterContextProvider>;

/** The navigation being guarded, set by the param check before any step (guard-middleware.ts). */
export interface Navigation {
  /** The path without query and trailing slash. */
  path: string;
  /** The path as opened (the 404 message names it so). */
  pathname: string;
  search: string;
  match: RouteMatch;
  /** Every step this navigation runs, the global ones first. */
  steps: readonly GuardStep[];
  /** The screen's warmed data (its route's `warm`). */
  warm: readonly WarmQuery[];
}

/** This navigation, or null when it is not guarded (a query-only update, a sheet closing). */
export const navigationContext = createContext<Navigation | null>(null);

/** The guards' ports (set with the navigation). */
export const portsContext = createContext<GuardDeps | null>(null);

/** Set once a step has decided (render, redirect or error): the later steps do not run. */
const decidedContext = createContext<boolean>(false);

/** The screen's warmed data, started in the round (null until then). */
export const screenDataContext = createContext<Promise<unknown> | null>(null);

/** The location on show when the navigation started (null on the first load). */
export const fromLocation = createContext<{ pathname: string; search: string; hash?: string } | null>(null);

export type StepAnswer = null | { redirect: string } | { status: number; message: string };

export interface GuardStep {
  readonly name: string;
  /** Starts what the step reads, in the round after sign-in (nothing for a step that reads nothing fetched). */
  start(context: Context, ports: GuardDeps, nav: Navigation): void;
  readonly middleware: MiddlewareFunction;
}

export interface StepArgs<T> {
  nav: Navigation;
  ports: GuardDeps;
  context: Context;
  /** What the step's `warm` answered (undefined for a step without one). */
  warmed: PromiseSettledResult<T>;
}

export function errorAnswer(error: unknown): StepAnswer {
  if (error instanceof ApiError) return { status: error.status, message: error.message };
  return { status: 500, message: error instanceof Error ? error.message : String(error) };
}

/** The 404 of spec section 2: 'Page Not Found: {path}'. */
export function notFound(path: string): never {
  throw data(notFoundMessage(path), { status: 404, statusText: 'Not Found' });
}

const settle = <T>(p: Promise<T>): Promise<PromiseSettledResult<T>> =>
  p.then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );

function apply(context: Context, nav: Navigation, answer: StepAnswer): void {
  if (!answer) return;
  context.set(decidedContext, true);
  if ('redirect' in answer) {
    if (answer.redirect !== nav.path) throw replace(answer.redirect);
    return;
  }
  throw data(answer.message, { status: answer.status });
}

/** A step: what it warms in the round (optional) and its decision over the answer. */
export function defineStep<T = undefined>(spec: {
  name: string;
  warm?: (ports: GuardDeps, nav: Navigation) => Promise<T>;
  check: (args: StepArgs<T>) => StepAnswer | Promise<StepAnswer>;
}): GuardStep {
  const warmed = createContext<Promise<PromiseSettledResult<T>> | null>(null);
  const { warm } = spec;
  const begin = (ports: GuardDeps, nav: Navigation) => (warm ? settle(warm(ports, nav)) : Promise.resolve({ status: 'fulfilled', value: undefined as T } as const));
  return {
    name: spec.name,
    start: (context, ports, nav) => {
      if (warm) context.set(warmed, begin(ports, nav));
    },
    middleware: async ({ context }) => {
      const nav = context.get(navigationContext);
      const ports = context.get(portsContext);
      if (!nav || !ports || context.get(decidedContext)) return;
      const answer = await spec.check({ nav, ports, context, warmed: await (context.get(warmed) ?? begin(ports, nav)) });
      apply(context, nav, answer);
    },
  };
}

/** The one parallel round after sign-in: what every step of the navigation reads, and the screen's data. */
export function startRound(context: Context, ports: GuardDeps, nav: Navigation): void {
  for (const step of nav.steps) step.start(context, ports, nav);
  context.set(screenDataContext, ports.warmScreen(nav.warm).catch(() => undefined));
}
