// Back-navigation rules of product spec section 2 (product rules: domain/, not shared/), as pure functions over an explicit state
// (no router, no DOM). The app shell feeds them the router's moves and acts on the answers;
// the state itself is persisted by domain/session-store.ts.
//
// Decisions:
// - Paths are compared without query and hash, and without trailing slashes ('/help/' is
//   '/help'); sections and menu paths match whole segments ('/helpdesk' is not '/help').
// - A menu path is a root: arriving on one (push or replace) clears the in-app stack. The
//   native back button is hidden there anyway (unless a modal hash is open, which the
//   browser history closes).
// - Arriving on /dispute applies onEnterDispute, on /dispute/close onEnterDisputeClose; any
//   other route sets the section to sectionOf(route).
// - The stack keeps at most MAX_STACK paths (oldest dropped) so session storage stays small.
// - While a dispute order is active the native back button is hidden everywhere: Back is
//   blocked then (shouldBlockBack), and a visible button that does nothing would mislead.
// - Paths come from the route table; the bottom menu's paths from shared/routes/menu.ts.
// - Whether a dispute is active is the dispute rule's (domain/dispute.ts): the callers pass it.
import { isMenuPath } from '../shared/routes/menu.ts';
import { PATHS, normalizePath } from '../shared/routes/route-table.ts';

export const SECTIONS = [PATHS.index, PATHS.help, PATHS.balance, PATHS.history, PATHS.requisite] as const;
export type Section = (typeof SECTIONS)[number];

export const DISPUTE_PATH = PATHS.dispute;
export const DISPUTE_CLOSE_PATH = PATHS['dispute-close'];
export const MAX_STACK = 50;

export interface NavigationState {
  /** Previous in-app paths, most recent last. */
  stack: string[];
  /** The last section visited, where Back goes when there is nothing else. */
  section: string;
}

export const INITIAL_NAVIGATION: NavigationState = { stack: [], section: PATHS.index };

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** The section a path belongs to: /help, /balance, /history, /requisite (whole segments) or /. */
export function sectionOf(path: string): Section {
  const p = normalizePath(path);
  for (const section of SECTIONS) {
    if (section !== PATHS.index && isUnder(p, section)) return section;
  }
  return PATHS.index;
}

export function isDisputePath(path: string): boolean {
  return normalizePath(path) === DISPUTE_PATH;
}

export function isDisputeClosePath(path: string): boolean {
  return normalizePath(path) === DISPUTE_CLOSE_PATH;
}

/** On /dispute the history is cleared (the native back button is hidden there). */
export function onEnterDispute(state: NavigationState): NavigationState {
  return { stack: [], section: state.section };
}

/** On /dispute/close the section becomes / and the history is cleared: Back goes home. */
export function onEnterDisputeClose(_state: NavigationState): NavigationState {
  return { stack: [], section: PATHS.index };
}

/**
 * The state after the router moved from `from` to `to`. A push records `from` on the stack
 * (not when it equals `to`); a replace keeps the stack. A menu path clears the stack; the
 * dispute routes apply their own rules; otherwise the section becomes sectionOf(to).
 */
export function onNavigate(state: NavigationState, from: string, to: string, kind: 'push' | 'replace'): NavigationState {
  if (isDisputePath(to)) return onEnterDispute(state);
  if (isDisputeClosePath(to)) return onEnterDisputeClose(state);
  const section = sectionOf(to);
  if (isMenuPath(to)) return { stack: [], section };
  if (kind === 'replace' || normalizePath(from) === normalizePath(to)) return { stack: state.stack, section };
  return { stack: [...state.stack, from].slice(-MAX_STACK), section };
}

export type BackResolution =
  | { action: 'pop'; to: string; state: NavigationState }
  | { action: 'history-back' }
  | { action: 'section'; to: string; state: NavigationState };

/**
 * What Back does: pop the in-app stack; else go back in the browser history; else go to the
 * last section. After a 'pop' or 'section', navigate with replace (the move is not a new
 * step to come back to) and store the returned state.
 */
export function resolveBack(state: NavigationState, hasBrowserHistory: boolean): BackResolution {
  const to = state.stack.at(-1);
  if (to !== undefined) return { action: 'pop', to, state: { stack: state.stack.slice(0, -1), section: state.section } };
  if (hasBrowserHistory) return { action: 'history-back' };
  return { action: 'section', to: state.section, state: { stack: [], section: state.section } };
}

/**
 * Whether the native back button is shown: hidden on /dispute and while a dispute order is
 * active; hidden on menu paths unless a modal hash ('#...' with something after '#') is open;
 * shown everywhere else, /dispute/close included (Back goes to /).
 */
export function backButtonVisible(path: string, context: { hash: string; disputeActive: boolean }): boolean {
  if (isDisputePath(path) || context.disputeActive) return false;
  if (isMenuPath(path)) return context.hash.replace(/^#/, '') !== '';
  return true;
}

/** A KeyboardEvent or a PopStateEvent (or plain objects of that shape). */
export type BackEvent = { key: string; altKey: boolean; metaKey: boolean; type?: string } | { type: string };

/**
 * While a dispute order is active, Alt+ArrowLeft, Meta+ArrowLeft and popstate are blocked; the
 * caller then restores the current route (preventDefault for keys, re-push for popstate).
 */
export function shouldBlockBack(event: BackEvent, disputeActive: boolean): boolean {
  if (!disputeActive) return false;
  // Checked by `key` first: a real KeyboardEvent also has a `type` ('keydown').
  if ('key' in event) return event.key === 'ArrowLeft' && (event.altKey || event.metaKey);
  return event.type === 'popstate';
}
