import { describe, expect, it } from 'vitest';
import { zTelemetryBatch } from '../../../generated/zod/trader-api.gen.ts';
import { createTelemetryQueue, errorName, FLUSH_AFTER_MS, MAX_BATCH, MAX_EVENTS_PER_OPEN, sampled, scrubMessage, type SendOutcome, type TelemetryBatch, type TelemetryEvent } from './telemetry.ts';

const META = { session: '0b6f4a52-7c1e-4f7e-9a7e-2f5d3c1b9e40', release: '0.1.0', platform: 'android', sampleRate: 0.5 };
const mark = (n: number): TelemetryEvent => ({ kind: 'mark', name: `app:test:${n}`, value: n, route: '/', at: n });

/** A queue over recorded ports: the sends wait for `answer`, timers run when `tick` is called. */
function harness(outcomes: SendOutcome[] = ['ok']) {
  const sent: TelemetryBatch[] = [];
  const beacons: TelemetryBatch[] = [];
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  let lacking = 0;
  const pending: (() => void)[] = [];
  const queue = createTelemetryQueue(
    {
      send(batch) {
        sent.push(batch);
        const outcome = outcomes.shift() ?? 'ok';
        return new Promise((resolve) => pending.push(() => resolve(outcome)));
      },
      beacon(batch) {
        beacons.push(batch);
        return true;
      },
      schedule(run, ms) {
        const timer = { run, ms, cancelled: false };
        timers.push(timer);
        return () => {
          timer.cancelled = true;
        };
      },
      lacking() {
        lacking += 1;
      },
    },
    META,
  );
  return {
    queue,
    sent,
    beacons,
    lacking: () => lacking,
    /** Runs the timers armed so far. */
    tick() {
      for (const t of timers.splice(0)) if (!t.cancelled) t.run();
    },
    armed: () => timers.filter((t) => !t.cancelled).map((t) => t.ms),
    /** Answers the sends made so far and lets their handlers run. */
    async answer() {
      for (const resolve of pending.splice(0)) resolve();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('sampled', () => {
  it('reports the share of opens the config names, and none without a rate', () => {
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.1)).toBe(false);
    expect(sampled(1, () => 0.999)).toBe(true);
    for (const rate of [undefined, 0, -1, 1.5, Number.NaN]) expect(sampled(rate, () => 0)).toBe(false);
  });
});

describe('scrubMessage', () => {
  it('leaves out URLs, usernames, e-mails and every digit, and keeps the words', () => {
    const message = 'Failed https://app.example/trade?tgWebAppData=user%3D42 for @maria_trader (maria@mail.ru): card 4111 1111 1111 1111, +7 999 123-45-67, amount 1500.75';
    const scrubbed = scrubMessage(message);
    expect(scrubbed).toBe('Failed <url> for @<user> (<email>): card # # # #, +# # #-#-#, amount #.#');
    for (const personal of ['tgWebAppData', 'maria', '4111', '999', '1500']) expect(scrubbed).not.toContain(personal);
  });

  it('cuts a long message to 200 characters', () => {
    const scrubbed = scrubMessage('x'.repeat(500));
    expect(scrubbed).toHaveLength(200);
    expect(scrubbed.endsWith('…')).toBe(true);
  });
});

describe('errorName', () => {
  it("names an error by its type, and what is not an error as such", () => {
    expect(errorName(new TypeError('x'))).toBe('TypeError');
    expect(errorName(new Error('x'))).toBe('Error');
    expect(errorName('a string')).toBe('NonError');
    expect(errorName(undefined)).toBe('Error');
  });
});

describe('createTelemetryQueue', () => {
  it('holds events until the flush timer, reads the first batch, then sends the next ones as beacons', async () => {
    const h = harness(['ok']);
    h.queue.record(mark(1));
    h.queue.record(mark(2));
    expect(h.sent).toHaveLength(0);
    expect(h.armed()).toEqual([FLUSH_AFTER_MS]);
    h.tick();
    expect(h.sent.map((b) => b.events.length)).toEqual([2]);
    expect(h.queue.state()).toBe('unknown');
    await h.answer();
    expect(h.queue.state()).toBe('on');
    h.queue.record(mark(3));
    h.tick();
    expect(h.sent).toHaveLength(1);
    expect(h.beacons.map((b) => b.events.map((e) => e.name))).toEqual([['app:test:3']]);
  });

  it('builds batches the contract takes: the open, its release and platform, the rate, at most 50 events', async () => {
    const h = harness(['ok']);
    for (let i = 0; i < MAX_BATCH + 5; i++) h.queue.record(mark(i));
    // A full batch leaves at once, without waiting for the timer.
    expect(h.sent.map((b) => b.events.length)).toEqual([MAX_BATCH]);
    await h.answer();
    h.tick();
    expect(h.beacons.map((b) => b.events.length)).toEqual([5]);
    for (const batch of [...h.sent, ...h.beacons]) {
      expect(zTelemetryBatch.safeParse(batch).success).toBe(true);
      expect(batch).toMatchObject({ session: META.session, release: '0.1.0', platform: 'android', sample_rate: 0.5 });
    }
  });

  it('turns itself off when the backend lacks the call: no more sends, and it is remembered', async () => {
    const h = harness(['missing']);
    h.queue.record(mark(1));
    h.tick();
    await h.answer();
    expect(h.queue.state()).toBe('off');
    expect(h.lacking()).toBe(1);
    h.queue.record(mark(2));
    h.tick();
    h.queue.flush(true);
    expect(h.sent).toHaveLength(1);
    expect(h.beacons).toHaveLength(0);
  });

  it('tries the first batch again after a failure, and stops after three', async () => {
    const h = harness(['failed', 'failed', 'failed']);
    for (let attempt = 1; attempt <= 3; attempt++) {
      h.queue.record(mark(attempt));
      h.tick();
      await h.answer();
    }
    expect(h.sent).toHaveLength(3);
    expect(h.queue.state()).toBe('off');
    expect(h.lacking()).toBe(0);
    h.queue.record(mark(4));
    h.tick();
    expect(h.sent).toHaveLength(3);
  });

  it('sends everything left as beacons when the page is hidden, even before the first answer', () => {
    const h = harness(['ok']);
    h.queue.record(mark(1));
    h.tick();
    h.queue.record(mark(2));
    h.queue.record(mark(3));
    h.queue.flush(true);
    expect(h.sent.map((b) => b.events.length)).toEqual([1]);
    expect(h.beacons.map((b) => b.events.map((e) => e.value))).toEqual([[2, 3]]);
    expect(h.armed()).toEqual([]);
  });

  it(`reports at most ${MAX_EVENTS_PER_OPEN} events per open (an error in a loop does not flood the backend)`, async () => {
    const h = harness(['ok']);
    for (let i = 0; i < MAX_EVENTS_PER_OPEN * 3; i++) {
      h.queue.record(mark(i));
      await h.answer();
    }
    h.queue.flush(true);
    const events = [...h.sent, ...h.beacons].reduce((sum, b) => sum + b.events.length, 0);
    expect(events).toBe(MAX_EVENTS_PER_OPEN);
  });
});
