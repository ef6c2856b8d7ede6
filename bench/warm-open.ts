// The warm open (issue 27): a trader opens the mini-app dozens of times a day, with its assets in
// the HTTP cache. Each round opens the app three times in one browser profile on disk, the
// browser quit between them: first in a fresh profile (the cold open), then again (the warm open,
// the second visit: assets from the HTTP cache, index.html revalidated, a fresh connection with
// its TCP and TLS handshakes), then a third time: Chromium keeps V8's compiled code of a script
// only once it has run twice within 72 hours, so from the third visit on, which is most of a
// trader's opens, the cached scripts are not compiled again. All go
// through bench/mobile-link.ts (the round trip and bandwidth of Lighthouse's mobile throttling,
// which the bench's Lighthouse runs simulate) at Lighthouse's CPU slowdown, and each is timed in
// the page from the navigation's start to the frame that shows a usable home: the app's
// 'app:usable:home' mark (bench/done-marks.ts, read with a PerformanceObserver: nothing polls the
// page). With a control build (bench/control.ts) each round opens both, taking turns. The network's floor for the warm open is computed beside it from the
// same settings and the bytes that open moved.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { launchUrl } from '../scripts/lib/telegram-launch.ts';
import type { ProxiedAnswer } from '../scripts/mock/base-path-proxy.ts';
import { REQUEST_ID } from '../src/shared/api/request-id.ts';
import { EMULATED_MARKS, PAINT_MARKS, waitForMark } from './done-marks.ts';
import { watchNetwork } from './network-quiet.ts';
import { startMobileLink, type LinkSettings, type MobileLink } from './mobile-link.ts';
import { launchProfile, stopOnInterrupt, type BenchStack } from './stack.ts';
import { intervalsNarrow, turnOrder } from './stats.ts';

export interface OpenSettings extends LinkSettings {
  /** CPU slowdown (Emulation.setCPUThrottlingRate). */
  cpu: number;
}

export interface OpenFigures {
  /** Navigation start to the frame showing a usable home. */
  ms: number;
  /** index.html's status on the wire (304: revalidated) and its bytes on the wire. */
  document: { status: number; bytes: number };
  /** The TLS version the connection negotiated, e.g. "TLS 1.3". */
  tls: string;
  /** JavaScript and CSS: responses, how many came from the HTTP cache, bytes over the network. */
  assets: { responses: number; fromCache: number; bytes: number };
  /** The sign-in's answer and the first data round's answers (API requests started before home was usable), bytes on the wire. */
  signInBytes: number;
  round: { requests: number; bytes: number };
  /** Everything that came down the link during the open (handshakes, page, API, assets), and the connections opened. */
  linkBytesDown: number;
  connections: number;
  /** The mocks' share (mocksTime): the sign-in's and the first data round's time at the backend origin. */
  mocks: MocksTime;
  /** Milliseconds from the page's request: where the open's time went. */
  timeline: { connected: number; page: number; signInSent: number; signedIn: number; roundSent: number; roundDone: number; usable: number };
}

interface Seen {
  url: string;
  method: string;
  /** The request's x-request-id, as sent. */
  requestId?: string;
  type?: string;
  /** CDP monotonic seconds. */
  start: number;
  status?: number;
  fromCache?: boolean;
  protocol?: string;
  bytes?: number;
  end?: number;
  /** Connection set-up, CDP monotonic seconds (requestTime + connectEnd). */
  connected?: number;
}

const API = /\/(api|gateway\/api)\/v1\//;
const ASSET = /^\/assets\/.+\.(js|css)$/;
/** No new asset request for this long after the release watch loaded: the start's code is all in. */
const SETTLED_MS = 6000;
const SIGN_IN = /\/gateway\/api\/v1\/auth\/token$/;

/** A build the opens measure: nginx's port for it, and whether it sets the app's marks itself. */
export interface OpenTarget {
  port: number;
  setsMarks: boolean;
}

/** One open of the app in `profile`, in a browser started for it and closed after it. */
async function openOnce(stack: BenchStack, link: MobileLink, profile: string, settings: OpenSettings, setsMarks: boolean): Promise<OpenFigures> {
  const context = await launchProfile(stack, profile, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const forget = stopOnInterrupt(() => context.close());
  try {
    if (!setsMarks) await context.addInitScript(EMULATED_MARKS);
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: settings.cpu });
    const seen = new Map<string, Seen>();
    cdp.on('Network.requestWillBeSent', (e) => {
      const requestId = Object.entries(e.request.headers).find(([name]) => name.toLowerCase() === REQUEST_ID)?.[1];
      seen.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type, start: e.timestamp, ...(requestId ? { requestId } : {}) });
    });
    cdp.on('Network.responseReceived', (e) => {
      const request = seen.get(e.requestId);
      if (!request) return;
      const timing = e.response.timing;
      Object.assign(request, {
        type: e.type,
        status: e.response.status,
        fromCache: e.response.fromDiskCache === true || e.response.fromPrefetchCache === true || request.fromCache === true,
        protocol: e.response.securityDetails?.protocol,
        ...(timing && timing.connectEnd >= 0 ? { connected: timing.requestTime + timing.connectEnd / 1000 } : {}),
      });
    });
    cdp.on('Network.requestServedFromCache', (e) => {
      const request = seen.get(e.requestId);
      if (request) request.fromCache = true;
    });
    // The status as it came over the network (304 for a revalidation; responseReceived gives the cached 200).
    const wireStatus = new Map<string, number>();
    cdp.on('Network.responseReceivedExtraInfo', (e) => wireStatus.set(e.requestId, e.statusCode));
    cdp.on('Network.loadingFinished', (e) => {
      const request = seen.get(e.requestId);
      if (!request) return;
      request.bytes = e.encodedDataLength;
      request.end = e.timestamp;
    });
    const before = { down: link.bytes.down, connections: link.connections };

    await page.goto(`${link.origin}${launchUrl('/')}`, { waitUntil: 'commit' });
    const ms = await waitForMark(page, PAINT_MARKS.homeUsable);
    // Settled: the start's later code is in (the SDK, the socket, the release watch about 5 s
    // after the start, the menu screens prefetched and evaluated one idle period at a time, each
    // within 5 s), so the next open can find it in the cache, and this one counts it.
    const assetRequests = () => [...seen.values()].filter((r) => ASSET.test(new URL(r.url).pathname));
    const deadline = Date.now() + 60_000;
    for (let count = -1, since = Date.now(); Date.now() - since < SETTLED_MS; ) {
      if (Date.now() > deadline) throw new Error('bench: the app kept loading code for 60 s after its start');
      const requests = assetRequests();
      if (requests.length !== count || !requests.some((r) => /\/assets\/release-[\w-]+\.js$/.test(r.url))) {
        count = requests.length;
        since = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await network.quiet();

    for (const [id, status] of wireStatus) {
      const request = seen.get(id);
      if (request) request.status = status;
    }
    const requests = [...seen.values()];
    const document = requests.find((r) => r.type === 'Document');
    if (!document || document.status === undefined) throw new Error('bench: the open saw no answer for the page');
    const usableAt = document.start + ms / 1000;
    const signIn = requests.find((r) => r.method === 'POST' && SIGN_IN.test(new URL(r.url).pathname));
    const round = requests.filter((r) => r !== signIn && API.test(r.url) && r.start <= usableAt);
    // By name, not by the browser's resource type: a prefetched script is of type Other.
    const assets = assetRequests().filter((r) => r.status !== undefined || r.fromCache);
    const at = (seconds: number | undefined) => (seconds === undefined ? NaN : (seconds - document.start) * 1000);
    const figures: OpenFigures = {
      ms,
      document: { status: document.status, bytes: document.bytes ?? 0 },
      tls: document.protocol ?? 'none',
      assets: { responses: assets.length, fromCache: assets.filter((r) => r.fromCache).length, bytes: assets.reduce((sum, r) => sum + (r.bytes ?? 0), 0) },
      signInBytes: signIn?.bytes ?? 0,
      round: { requests: round.length, bytes: round.reduce((sum, r) => sum + (r.bytes ?? 0), 0) },
      linkBytesDown: link.bytes.down - before.down,
      mocks: mocksTime(signIn?.requestId, round.map((r) => r.requestId), stack.backendAnswer),
      connections: link.connections - before.connections,
      timeline: {
        connected: at(document.connected),
        page: at(document.end),
        signInSent: at(signIn?.start),
        signedIn: at(signIn?.end),
        roundSent: Math.min(...round.map((r) => at(r.start))),
        roundDone: Math.max(...round.map((r) => at(r.end))),
        usable: ms,
      },
    };
    if (!signIn) throw new Error('bench: the open sent no sign-in (POST /gateway/api/v1/auth/token)');
    return figures;
  } finally {
    forget();
    await context.close();
  }
}

export interface OpensResult {
  cold: OpenFigures[];
  warm: OpenFigures[];
  /** The third visit: the warm open with V8's code cache. */
  third: OpenFigures[];
  /** The machine's 1-minute load average before and after, and its cores: the CPU the opens competed for. */
  load: { before: number; after: number; cores: number };
}

/**
 * `rounds` times, for each target (the app, then its control, taking turns: bench/stats.ts
 * turnOrder): a cold open in a fresh profile, then a warm open and a third one in the same
 * profile; then, with a control and `until`, more rounds up to `until.maxRounds` while any of the
 * three ratios' intervals is wider than `until.halfWidth` either side (stats.ts intervalsNarrow).
 * One result per target, in the targets' order.
 */
export async function measureOpens(stack: BenchStack, rounds: number, settings: OpenSettings, targets: readonly OpenTarget[], until?: { maxRounds: number; halfWidth: number }): Promise<OpensResult[]> {
  const links = await Promise.all(targets.map((t) => startMobileLink(t.port, settings)));
  const forgetLinks = stopOnInterrupt(() => Promise.all(links.map((l) => l.close())));
  const results: OpensResult[] = targets.map(() => ({ cold: [], warm: [], third: [], load: { before: loadavg()[0]!, after: NaN, cores: availableParallelism() } }));
  const indices = targets.map((_, i) => i);
  try {
    const times = (opens: OpenFigures[]) => opens.map((o) => o.ms);
    const narrow = () => {
      const [app, control] = results;
      return !control || intervalsNarrow((['cold', 'warm', 'third'] as const).map((k) => ({ app: times(app![k]), control: times(control[k]) })), until?.halfWidth ?? Infinity);
    };
    const upTo = until && targets.length > 1 ? Math.max(rounds, until.maxRounds) : rounds;
    for (let i = 0; i < upTo && (i < rounds || !narrow()); i++) {
      for (const t of turnOrder(i, indices[0]!, indices[1])) {
        const result = results[t]!;
        const profile = await mkdtemp(path.join(tmpdir(), 'bench-profile-'));
        try {
          result.cold.push(await openOnce(stack, links[t]!, profile, settings, targets[t]!.setsMarks));
          result.warm.push(await openOnce(stack, links[t]!, profile, settings, targets[t]!.setsMarks));
          result.third.push(await openOnce(stack, links[t]!, profile, settings, targets[t]!.setsMarks));
          const last = (opens: OpenFigures[]) => `${Math.round(opens.at(-1)!.ms)} ms`;
          const of = i < rounds ? `/${rounds}` : ` of up to ${upTo} (an interval still wider than ±${Math.round((until?.halfWidth ?? 0) * 100)} %)`;
          console.log(`bench: opens ${i + 1}${of}${t === 0 ? '' : ' (control)'}: cold ${last(result.cold)}, warm ${last(result.warm)}, third ${last(result.third)}`);
        } finally {
          await rm(profile, { recursive: true, force: true });
        }
      }
    }
  } finally {
    forgetLinks();
    await Promise.all(links.map((l) => l.close()));
  }
  for (const result of results) result.load.after = loadavg()[0]!;
  return results;
}

/** What the mocks took, in ms on their origin's clock; NaN where an answer was not seen there. */
export interface MocksTime {
  /** The sign-in: its arrival to its answer's end. */
  signInMs: number;
  /** The first data round: its first request's arrival to its last answer's end (the requests arrive over the page's sending and the uplink). */
  roundMs: number;
}

/**
 * The mocks' share of an open: the sign-in's time and the round's at the backend origin
 * (scripts/mock/base-path-proxy.ts, behind nginx), found by the x-request-id each request was
 * sent with. It is server time the network's floor leaves out: Prism's, on the machine's cores
 * beside the browser. nginx's own time is not in it.
 */
export function mocksTime(signInId: string | undefined, roundIds: readonly (string | undefined)[], answerOf: (requestId: string) => ProxiedAnswer | undefined): MocksTime {
  const signIn = signInId ? answerOf(signInId) : undefined;
  const round = roundIds.map((id) => (id ? answerOf(id) : undefined));
  const roundSeen = round.length > 0 && round.every((a) => a !== undefined);
  const answers = round.filter((a): a is ProxiedAnswer => a !== undefined);
  return {
    signInMs: signIn ? signIn.finished - signIn.arrived : NaN,
    roundMs: roundSeen ? Math.max(...answers.map((a) => a.finished)) - Math.min(...answers.map((a) => a.arrived)) : NaN,
  };
}

export interface Floor {
  ms: number;
  /** Each step: its round trips and the bytes it brings down. */
  steps: { name: string; roundTrips: number; bytes: number; ms: number }[];
}

/**
 * The least a warm open can take on this network, whatever the app does: a new connection (TCP's
 * handshake, then TLS's: 1 round trip for TLS 1.3, 2 before), the page's revalidation, the
 * sign-in (the page's inline script sends it once the page has arrived), then the first data
 * round (it needs the token); each a round trip plus its answer's bytes at the link's downlink
 * bandwidth. No CPU time, no server time, no asset (they are cached).
 */
export function warmFloor(open: OpenFigures, settings: LinkSettings): Floor {
  const transfer = (bytes: number) => (bytes * 8) / settings.downKbps;
  const tlsRoundTrips = open.tls === 'TLS 1.3' ? 1 : 2;
  const steps = [
    { name: `connection (TCP 1 + ${open.tls} ${tlsRoundTrips})`, roundTrips: 1 + tlsRoundTrips, bytes: 0 },
    { name: `page (index.html, ${open.document.status})`, roundTrips: 1, bytes: open.document.bytes },
    { name: 'sign-in', roundTrips: 1, bytes: open.signInBytes },
    { name: `first data round (${open.round.requests} requests in parallel)`, roundTrips: 1, bytes: open.round.bytes },
  ].map((step) => ({ ...step, ms: step.roundTrips * settings.rttMs + transfer(step.bytes) }));
  return { ms: steps.reduce((sum, step) => sum + step.ms, 0), steps };
}
