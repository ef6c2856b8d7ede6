// The page's network, quiet: no request of the page (or its frames) unfinished, and none begun or
// ended for a while, as the DevTools protocol reports them. Not Playwright's 'networkidle': that
// lifecycle event is never fired again once a frame has come and gone at the wrong moment
// (microsoft/playwright#42598), and the app opens a hidden frame once per build at idle (ADR 0055),
// so the bench's opens hung on it.
import type { CDPSession } from '@playwright/test';

export interface NetworkWatch {
  /** Resolves once nothing has been in flight for `quietMs`; rejects after `timeoutMs` naming what was still in flight. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/**
 * Starts counting the page's requests on `cdp` (Network.enable is sent here; sending it twice is
 * harmless). A new document in the page's top frame starts the count again: the requests of the
 * document it replaces (a prefetch cut short, say) are never reported finished.
 */
export async function watchNetwork(cdp: CDPSession): Promise<NetworkWatch> {
  const inFlight = new Map<string, string>();
  let lastChange = Date.now();
  const top = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.type === 'Document' && e.frameId === top) inFlight.clear();
    inFlight.set(e.requestId, e.request.url);
    lastChange = Date.now();
  });
  const done = (e: { requestId: string }) => {
    if (inFlight.delete(e.requestId)) lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  await cdp.send('Network.enable');
  return {
    async quiet(quietMs = 500, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > deadline) throw new Error(`bench: the network was not quiet for ${quietMs} ms within ${timeoutMs} ms; in flight: ${[...inFlight.values()].join(', ') || 'nothing (requests kept starting)'}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
