// Field telemetry (issue 39, ADR 0040): what traders' phones really do, batched for the proposed
// POST /telemetry. This module is the pure part: sampling, the queue and its batches, when a
// batch leaves and how, and the scrubbing that keeps anything personal out. start.ts binds it to
// the browser (marks, Web Vitals, uncaught errors, the page being hidden).
import type { components } from '../../../generated/openapi/trader-api.ts';

export type TelemetryBatch = components['schemas']['TelemetryBatch'];
export type TelemetryEvent = components['schemas']['TelemetryEvent'];

/** Events in one batch (the contract's maxItems). */
export const MAX_BATCH = 50;
/** Events one open reports at most: a loop that throws must not flood the backend. */
export const MAX_EVENTS_PER_OPEN = 200;
/** How long an event waits for others before its batch leaves. */
export const FLUSH_AFTER_MS = 10_000;
/** Failed first sends after which this open stops reporting. */
const MAX_FAILED_SENDS = 3;
/** An error's message is cut to this many characters (the contract's maxLength). */
const MESSAGE_LENGTH = 200;

/** What the first batch's answer said: taken, the backend lacks the call (404, 405, 501), or anything else. */
export type SendOutcome = 'ok' | 'missing' | 'failed';

export interface TelemetryPorts {
  /** Sends a batch and reads its answer (the first batch: is the call there?). */
  send(batch: TelemetryBatch): Promise<SendOutcome>;
  /** Sends a batch without waiting for an answer (navigator.sendBeacon); false when the browser refused it. */
  beacon(batch: TelemetryBatch): boolean;
  /** Runs `run` after `ms`; returns a cancel function. */
  schedule(run: () => void, ms: number): () => void;
  /** The backend lacks the call: remember it (start.ts keeps it off for a day). */
  lacking(): void;
}

export interface TelemetryMeta {
  session: string;
  release: string;
  platform?: string;
  sampleRate: number;
}

export interface TelemetryQueue {
  record(event: TelemetryEvent): void;
  /** Sends what is queued; `final` (the page is being hidden) sends it as beacons at once. */
  flush(final?: boolean): void;
  /** 'unknown' until the first batch is answered, 'on' once taken, 'off' when the backend lacks the call or sends failed. */
  state(): 'unknown' | 'on' | 'off';
}

/** Whether this open reports: a share `rate` of opens (0, absent, or out of range: none). */
export function sampled(rate: number | undefined, random: () => number): boolean {
  return typeof rate === 'number' && rate > 0 && rate <= 1 && random() < rate;
}

/**
 * An error's message without what could name a trader: URLs (their query may hold init data),
 * @usernames, e-mail addresses and every run of digits (card and phone numbers, amounts, ids)
 * replaced, whitespace folded, cut to 200 characters.
 */
export function scrubMessage(message: string): string {
  const scrubbed = message
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>')
    .replace(/[\w.+-]+@[\w-]+\.[\w.-]+/g, '<email>')
    .replace(/@\w+/g, '@<user>')
    .replace(/\d+/g, '#')
    .replace(/\s+/g, ' ')
    .trim();
  return scrubbed.length > MESSAGE_LENGTH ? `${scrubbed.slice(0, MESSAGE_LENGTH - 1)}…` : scrubbed;
}

/** An uncaught error's type for the event's name: its constructor's name, else "Error" (a thrown string: "NonError"). */
export function errorName(error: unknown): string {
  if (error instanceof Error) return (error.name || 'Error').slice(0, 64);
  return error === undefined || error === null ? 'Error' : 'NonError';
}

export function createTelemetryQueue(ports: TelemetryPorts, meta: TelemetryMeta): TelemetryQueue {
  let state: 'unknown' | 'sending' | 'on' | 'off' = 'unknown';
  let queued: TelemetryEvent[] = [];
  let recorded = 0;
  let failedSends = 0;
  let cancelTimer: (() => void) | null = null;

  const batchOf = (events: TelemetryEvent[]): TelemetryBatch => ({
    session: meta.session,
    release: meta.release,
    ...(meta.platform ? { platform: meta.platform.slice(0, 32) } : {}),
    sample_rate: meta.sampleRate,
    events,
  });

  const take = () => queued.splice(0, MAX_BATCH);

  const stop = () => {
    state = 'off';
    queued = [];
    cancelTimer?.();
    cancelTimer = null;
  };

  const flush = (final = false) => {
    cancelTimer?.();
    cancelTimer = null;
    if (state === 'off') return;
    if (final) {
      // The page may be gone before any answer: everything left goes as beacons (the call's
      // presence unknown yet costs at most these few requests).
      while (queued.length > 0) ports.beacon(batchOf(take()));
      return;
    }
    if (queued.length === 0 || state === 'sending') return;
    if (state === 'on') {
      while (queued.length > 0) ports.beacon(batchOf(take()));
      return;
    }
    // The first batch is read: a backend without the call turns reporting off.
    state = 'sending';
    void ports.send(batchOf(take())).then((outcome) => {
      if (outcome === 'missing') {
        ports.lacking();
        stop();
        return;
      }
      if (outcome === 'failed') {
        failedSends += 1;
        if (failedSends >= MAX_FAILED_SENDS) {
          stop();
          return;
        }
        state = 'unknown';
      } else {
        state = 'on';
      }
      if (queued.length > 0) arm();
    });
  };

  const arm = () => {
    if (cancelTimer || state === 'off') return;
    cancelTimer = ports.schedule(() => {
      cancelTimer = null;
      flush();
    }, FLUSH_AFTER_MS);
  };

  return {
    record(event) {
      if (state === 'off' || recorded >= MAX_EVENTS_PER_OPEN) return;
      recorded += 1;
      queued.push(event);
      if (queued.length >= MAX_BATCH) flush();
      else arm();
    },
    flush,
    state: () => (state === 'sending' ? 'unknown' : state),
  };
}
