// The warm open's floor is derived from the link's settings and the open's bytes, never a figure
// of a past run.
import { describe, expect, it } from 'vitest';
import { warmFloor, type OpenFigures } from './warm-open.ts';

const open = (tls: string): OpenFigures => ({
  ms: 1500,
  document: { status: 304, bytes: 400 },
  tls,
  assets: { responses: 40, fromCache: 40, bytes: 0 },
  signInBytes: 600,
  round: { requests: 10, bytes: 5000 },
  linkBytesDown: 9000,
  connections: 1,
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
