import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_NAVIGATION,
  MAX_STACK,
  backButtonVisible,
  onEnterDispute,
  onEnterDisputeClose,
  onNavigate,
  resolveBack,
  sectionOf,
  shouldBlockBack,
  type NavigationState,
} from './navigation.ts';
import { MENU_PATHS, isMenuPath } from '../shared/routes/menu.ts';
import { normalizePath } from '../shared/routes/route-table.ts';

describe('sectionOf', () => {
  it('maps paths under a section to that section', () => {
    expect(sectionOf('/help')).toBe('/help');
    expect(sectionOf('/help/3')).toBe('/help');
    expect(sectionOf('/help/3/7')).toBe('/help');
    expect(sectionOf('/balance/operations/42')).toBe('/balance');
    expect(sectionOf('/history/')).toBe('/history');
    expect(sectionOf('/requisite/add?x=1#modal')).toBe('/requisite');
  });

  it('matches whole segments only', () => {
    expect(sectionOf('/helpdesk')).toBe('/');
    expect(sectionOf('/balances')).toBe('/');
    expect(sectionOf('/requisites/1')).toBe('/');
  });

  it('maps everything else to /', () => {
    for (const p of ['/', '', '/settings', '/trade/list', '/dispute', '/warn/account-blocked', '/x/help']) {
      expect(sectionOf(p), p).toBe('/');
    }
  });
});

describe('isMenuPath', () => {
  it('is true for the five menu paths, trailing slash ignored', () => {
    expect(MENU_PATHS).toEqual(['/', '/requisite', '/balance', '/history', '/help']);
    for (const p of MENU_PATHS) {
      expect(isMenuPath(p)).toBe(true);
      expect(isMenuPath(`${p}/`)).toBe(true);
    }
    expect(isMenuPath('')).toBe(true);
  });

  it('is false for anything below or beside them', () => {
    for (const p of ['/help/3', '/balance/replenish', '/helpdesk', '/settings', '/requisite/add', '/trade/list']) {
      expect(isMenuPath(p), p).toBe(false);
    }
  });

  it('normalizePath drops query, hash and trailing slashes', () => {
    expect(normalizePath('/balance//?a=1#b')).toBe('/balance');
    expect(normalizePath('/?x')).toBe('/');
  });
});

describe('onNavigate', () => {
  const start: NavigationState = { stack: ['/balance'], section: '/balance' };

  it('push records the previous path and takes the section of the target', () => {
    expect(onNavigate(start, '/balance/operations', '/balance/operations/9', 'push')).toEqual({
      stack: ['/balance', '/balance/operations'],
      section: '/balance',
    });
    expect(onNavigate(start, '/balance/replenish', '/settings', 'push')).toEqual({
      stack: ['/balance', '/balance/replenish'],
      section: '/',
    });
  });

  it('replace keeps the stack', () => {
    expect(onNavigate(start, '/balance/replenish', '/help/3', 'replace')).toEqual({ stack: ['/balance'], section: '/help' });
  });

  it('does not record a move to the same path', () => {
    expect(onNavigate(start, '/settings', '/settings/', 'push').stack).toEqual(['/balance']);
  });

  it('a menu path clears the stack, on push and replace', () => {
    expect(onNavigate({ stack: ['/a', '/b'], section: '/' }, '/settings', '/history', 'push')).toEqual({ stack: [], section: '/history' });
    expect(onNavigate({ stack: ['/a'], section: '/' }, '/settings', '/', 'replace')).toEqual({ stack: [], section: '/' });
  });

  it('/dispute clears the history and keeps the section', () => {
    expect(onNavigate({ stack: ['/a', '/b'], section: '/balance' }, '/b', '/dispute', 'push')).toEqual({ stack: [], section: '/balance' });
    expect(onEnterDispute({ stack: ['/x'], section: '/help' })).toEqual({ stack: [], section: '/help' });
  });

  it('/dispute/close clears the history and sets the section to /', () => {
    expect(onNavigate({ stack: ['/a'], section: '/balance' }, '/dispute', '/dispute/close', 'replace')).toEqual({ stack: [], section: '/' });
    expect(onEnterDisputeClose({ stack: ['/x'], section: '/help' })).toEqual({ stack: [], section: '/' });
  });

  it('keeps at most MAX_STACK paths, dropping the oldest', () => {
    let state = INITIAL_NAVIGATION;
    for (let i = 0; i <= MAX_STACK + 5; i += 1) state = onNavigate(state, `/trade/${i}`, `/trade/${i + 1}`, 'push');
    expect(state.stack).toHaveLength(MAX_STACK);
    expect(state.stack.at(-1)).toBe(`/trade/${MAX_STACK + 5}`);
    expect(state.stack[0]).toBe('/trade/6');
  });

  it('does not mutate its input', () => {
    const state: NavigationState = { stack: ['/a'], section: '/' };
    const next = onNavigate(state, '/b', '/c', 'push');
    expect(state).toEqual({ stack: ['/a'], section: '/' });
    expect(next.stack).not.toBe(state.stack);
  });
});

describe('resolveBack', () => {
  it('pops the in-app stack first, even with browser history', () => {
    expect(resolveBack({ stack: ['/balance', '/balance/operations'], section: '/balance' }, true)).toEqual({
      action: 'pop',
      to: '/balance/operations',
      state: { stack: ['/balance'], section: '/balance' },
    });
  });

  it('uses the browser history when the stack is empty', () => {
    expect(resolveBack({ stack: [], section: '/help' }, true)).toEqual({ action: 'history-back' });
  });

  it('goes to the last section when neither exists', () => {
    expect(resolveBack({ stack: [], section: '/help' }, false)).toEqual({ action: 'section', to: '/help', state: { stack: [], section: '/help' } });
  });

  it('after /dispute/close, Back goes to / (property over earlier histories)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/settings', '/help/1', '/balance/replenish', '/trade/list')), (paths) => {
        let state = INITIAL_NAVIGATION;
        let here = '/';
        for (const p of paths) {
          state = onNavigate(state, here, p, 'push');
          here = p;
        }
        state = onNavigate(state, here, '/dispute/close', 'replace');
        expect(resolveBack(state, false)).toEqual({ action: 'section', to: '/', state: { stack: [], section: '/' } });
      }),
    );
  });

  it('Back retraces pushes between non-menu paths in reverse order (property)', () => {
    const nonMenu = fc.constantFrom('/settings', '/help/1', '/help/1/2', '/balance/replenish', '/balance/operations/5', '/trade/list', '/requisite/add');
    fc.assert(
      fc.property(fc.array(nonMenu, { minLength: 1, maxLength: 20 }), fc.boolean(), (paths, hasHistory) => {
        let state = INITIAL_NAVIGATION;
        let here = '/balance';
        const visited: string[] = [];
        for (const p of paths) {
          if (p === here) continue;
          state = onNavigate(state, here, p, 'push');
          visited.push(here);
          here = p;
        }
        expect(state.section).toBe(sectionOf(here));
        for (const expected of [...visited].reverse()) {
          const r = resolveBack(state, hasHistory);
          expect(r).toMatchObject({ action: 'pop', to: expected });
          if (r.action !== 'pop') return;
          state = r.state;
        }
        expect(resolveBack(state, hasHistory).action).toBe(hasHistory ? 'history-back' : 'section');
      }),
    );
  });
});

describe('backButtonVisible', () => {
  const calm = { hash: '', disputeActive: false };

  it('is hidden on /dispute', () => {
    expect(backButtonVisible('/dispute', calm)).toBe(false);
    expect(backButtonVisible('/dispute/', { hash: '#x', disputeActive: false })).toBe(false);
  });

  it('is shown on /dispute/close when no dispute order is active', () => {
    expect(backButtonVisible('/dispute/close', calm)).toBe(true);
  });

  it('is hidden on menu paths without a modal hash', () => {
    for (const p of MENU_PATHS) {
      expect(backButtonVisible(p, calm), p).toBe(false);
      expect(backButtonVisible(p, { hash: '#', disputeActive: false }), `${p}#`).toBe(false);
    }
  });

  it('a modal hash on a menu path keeps it shown', () => {
    expect(backButtonVisible('/balance', { hash: '#deposit', disputeActive: false })).toBe(true);
    expect(backButtonVisible('/', { hash: 'modal', disputeActive: false })).toBe(true);
  });

  it('is shown elsewhere', () => {
    for (const p of ['/settings', '/help/3', '/balance/replenish', '/trade/order/complete', '/helpdesk']) {
      expect(backButtonVisible(p, calm), p).toBe(true);
    }
  });

  it('is hidden anywhere while a dispute order is active', () => {
    expect(backButtonVisible('/trade/order/complete', { hash: '', disputeActive: true })).toBe(false);
    expect(backButtonVisible('/balance', { hash: '#m', disputeActive: true })).toBe(false);
  });
});

describe('shouldBlockBack', () => {
  const key = (k: string, altKey: boolean, metaKey: boolean) => ({ key: k, altKey, metaKey });

  it('blocks Alt or Meta + ArrowLeft and popstate while a dispute order is active', () => {
    expect(shouldBlockBack(key('ArrowLeft', true, false), true)).toBe(true);
    expect(shouldBlockBack(key('ArrowLeft', false, true), true)).toBe(true);
    expect(shouldBlockBack({ type: 'popstate' }, true)).toBe(true);
  });

  it('lets other keys through', () => {
    expect(shouldBlockBack(key('ArrowLeft', false, false), true)).toBe(false);
    expect(shouldBlockBack(key('ArrowRight', true, false), true)).toBe(false);
    expect(shouldBlockBack(key('Backspace', false, true), true)).toBe(false);
  });

  it('reads a keyboard event by its key even though it also has a type', () => {
    expect(shouldBlockBack({ type: 'keydown', key: 'ArrowLeft', altKey: true, metaKey: false }, true)).toBe(true);
  });

  it('other non-key events are not blocked', () => {
    expect(shouldBlockBack({ type: 'hashchange' }, true)).toBe(false);
  });

  it('takes DOM events as they are (compile-time check)', () => {
    const acceptsDomEvents = (k: KeyboardEvent, p: PopStateEvent): boolean[] => [shouldBlockBack(k, true), shouldBlockBack(p, true)];
    expect(typeof acceptsDomEvents).toBe('function');
  });

  it('blocks nothing without an active dispute order', () => {
    expect(shouldBlockBack(key('ArrowLeft', true, true), false)).toBe(false);
    expect(shouldBlockBack({ type: 'popstate' }, false)).toBe(false);
  });
});
