// The start-up work that is not part of the first screen, as plain functions the shell calls.
// Once the first screen has settled (its content rendered, its data in, then an idle moment), or
// an error screen shows: Telegram's ready(), the Telegram SDK, the error screen's code, realtime,
// then the menu screens' code. None of it may delay the first screen's content: their downloads
// and evaluation would share the network and the main thread with it (ADR 0008).
import type { QueryClient } from '@tanstack/react-query';
import { afterNextPaint, whenIdle } from '../../shared/lib/idle.ts';
import { ROUTES } from '../../shared/routes/route-table.ts';
import { markReady } from '../../shared/telegram/sdk.ts';
import { preloadSheet } from '../../shared/ui/sheet.tsx';
import { prepareBankOrder } from '../../features/static-data/model/static-data.ts';
import { SCREENS } from '../routes/screens.ts';
import { evaluateWhenIdle, prefetchWhenIdle } from './prefetch.ts';
import { loadErrorScreen } from './route-error.tsx';
import { whenQuiet } from './settle.ts';

/** The longest the start-up work waits, once the first screen shows, for its data and an idle moment. */
const SETTLE_TIMEOUT_MS = 3000;

/** How long a painted frame may take to reach the screen (see settleFirstScreen). */
const PRESENT_LAG_MS = 100;

/** The menu's other screens (the table's 'menu' layout), loaded and evaluated ahead of a tap. */
const MENU_SCREEN_LOADERS = ROUTES.filter((r) => r.layout === 'menu' && r.name !== 'index').flatMap((r) => SCREENS.get(r.name)?.load ?? []);

/**
 * Called once the first screen (or an error screen) shows: waits for its data, then one more
 * painted frame, PRESENT_LAG_MS and an idle moment (a painted frame reaches the screen later,
 * measured 25-45 ms in Chromium, more under load, and React's commit of the first screen leaves
 * less time before the last answer than Preact's did, ADR 0009); then calls Telegram's ready(),
 * loads the error screen's code and calls `settled`. Returns a cancel function.
 */
export function settleFirstScreen(queryClient: QueryClient, settled: () => void): () => void {
  let cancelAfter = () => {};
  const cancelQuiet = whenQuiet(
    queryClient,
    () => {
      let cancelStep = afterNextPaint(() => {
        const timer = window.setTimeout(() => {
          cancelStep = whenIdle(() => {
            markReady();
            void loadErrorScreen();
            settled();
          }, SETTLE_TIMEOUT_MS);
        }, PRESENT_LAG_MS);
        cancelStep = () => window.clearTimeout(timer);
      });
      cancelAfter = () => cancelStep();
    },
    SETTLE_TIMEOUT_MS,
  );
  return () => {
    cancelQuiet();
    cancelAfter();
  };
}

/**
 * The display zone's date formats, built ahead of the first screen that shows a time (History's
 * rows, a sheet): their zone check and first formats load ICU data, ~12 ms of a 4x phone's CPU
 * in the first History tap's render (ADR 0052). `accountZone` reads the account's zone (GET
 * /traders `timezone`, cached) when it runs.
 */
export function prepareDisplayDates(accountZone: () => string | null | undefined): () => Promise<void> {
  return async () => {
    const { prepareDisplayDateFormats } = await import('../../domain/display-dates.ts');
    prepareDisplayDateFormats(accountZone());
  };
}

/** The entry's code cache written in this visit's idle time, once per build (code-cache.ts, ADR 0055); its code loads then. */
async function warmCodeCache(): Promise<void> {
  const { warmEntryCodeCache } = await import('./code-cache.ts');
  await warmEntryCodeCache();
}

/**
 * Once settled: the menu screens' files prefetched, their code and then the sheet's (vaul)
 * evaluated, the bank collator and the display zone's date formats built, and last the entry's
 * code cache written (once per build). Returns a cancel function.
 */
export function warmAfterSettled(accountZone: () => string | null | undefined): () => void {
  const cancelPrefetch = prefetchWhenIdle();
  // then the sheet's code (vaul), so a first sheet opens without loading it, the bank order's
  // collator, so a first bank list does not build it, and the date formats, so History's first
  // render does not
  const cancelEvaluate = evaluateWhenIdle([...MENU_SCREEN_LOADERS, preloadSheet, prepareBankOrder, prepareDisplayDates(accountZone), warmCodeCache]);
  return () => {
    cancelPrefetch();
    cancelEvaluate();
  };
}
