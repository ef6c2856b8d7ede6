// The warm open's floor is derived from the link's settings and the open's bytes, never a figure
// of a past run.
import { describe, expect, it } from 'vitest';
import type { ProxiedAnswer } from '../scripts/mock/base-path-proxy.ts';
import { mocksTime, warmFloor, type OpenFigures } from './warm-open.ts';

const open = (tls: string): OpenFigures => ({
  ms: 1500,
  document: { status: 304, bytes: 400 },
  tls,
  assets: { responses: 40, fromCache: 40, bytes: 0 },
  signInBytes: 600,
  round: { requests: 10, bytes: 5000 },
  linkBytesDown: 9000,
  connections: 1,
  mocks: { signInMs: 12, roundMs: 40 },
  timeline: { connected: 300, page: 450, signInSent: 460, signedIn: 610, roundSent: 800, roundDone: 950, usable: 1500 },
});

describe('warmFloor', () => {
  it('adds a round trip per step after the handshakes, and each answer at the downlink bandwidth', () => {
    const floor = warmFloor(open('TLS 1.3'), { rttMs: 150, downKbps: 1600, upKbps: 1600 });
    // TCP 1 + TLS 1.3 1, page, sign-in, data round: 5 round trips; 6,000 bytes at 1.6 bit/ms: 30 ms.
    expect(floor.steps.map((s) => s.roundTrips)).toEqual([2, 1, 1, 1]);
    expect(floor.ms).toBeCloseTo(5 * 150 + (6000 * 8) / 1600);
  });

  it('counts two round trips for a TLS 1.2 handshake', () => {
    const floor = warmFloor(open('TLS 1.2'), { rttMs: 100, downKbps: 1600, upKbps: 1600 });
    expect(floor.steps[0]!.roundTrips).toBe(3);
    expect(floor.ms).toBeCloseTo(6 * 100 + (6000 * 8) / 1600);
  });
});

describe('mocksTime', () => {
  const answers = new Map<string, ProxiedAnswer>(
    [
      ['sign-in', 100, 108],
      ['a', 300, 304],
      ['b', 302, 311],
      ['c', 306, 329],
    ].map(([requestId, arrived, finished]) => [requestId as string, { requestId: requestId as string, method: 'GET', url: `/${String(requestId)}`, arrived: arrived as number, finished: finished as number }]),
  );
  const answerOf = (id: string) => answers.get(id);

  it("takes the sign-in's time from its arrival to its answer, and the round's from its first arrival to its last answer", () => {
    expect(mocksTime('sign-in', ['b', 'a', 'c'], answerOf)).toEqual({ signInMs: 8, roundMs: 29 });
  });

  it('says nothing (NaN) for a request the mocks did not see or one sent without an id, rather than a figure from part of the round', () => {
    const unseen = mocksTime('other', ['a', 'missing'], answerOf);
    expect(unseen.signInMs).toBeNaN();
    expect(unseen.roundMs).toBeNaN();
    expect(mocksTime(undefined, ['a', undefined], answerOf).roundMs).toBeNaN();
    expect(mocksTime('sign-in', [], answerOf).roundMs).toBeNaN();
  });
});
