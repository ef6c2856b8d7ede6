// The alert sound over a stand-in AudioContext: two short tones with an envelope, a suspended
// context resumed (the web view's gesture rule), no WebAudio no sound.
import { describe, expect, it } from 'vitest';
import { createAlertSound } from './alert-sound.ts';

interface Scheduled {
  frequency: number;
  start: number;
  stop: number;
  ramps: [number, number][];
}

function fakeContext(initial: AudioContextState) {
  const made = { contexts: 0, resumed: 0, tones: [] as Scheduled[] };
  class FakeAudioContext {
    state: AudioContextState = initial;
    currentTime = 5;
    destination = {};
    constructor() {
      made.contexts += 1;
    }
    resume() {
      made.resumed += 1;
      this.state = 'running';
      return Promise.resolve();
    }
    createOscillator() {
      const tone: Scheduled = { frequency: 0, start: -1, stop: -1, ramps: [] };
      made.tones.push(tone);
      return {
        type: '',
        frequency: { setValueAtTime: (v: number) => void (tone.frequency = v) },
        connect: () => undefined,
        start: (at: number) => void (tone.start = at),
        stop: (at: number) => void (tone.stop = at),
      };
    }
    createGain() {
      const tone = made.tones.at(-1);
      return {
        gain: {
          setValueAtTime: () => undefined,
          exponentialRampToValueAtTime: (value: number, at: number) => void tone?.ramps.push([value, at]),
        },
        connect: () => undefined,
      };
    }
  }
  return { Context: FakeAudioContext as unknown as new () => AudioContext, made };
}

describe('createAlertSound', () => {
  it('plays two rising tones of about 0.15 s each, one after the other, fading in and out', () => {
    const { Context, made } = fakeContext('running');
    expect(createAlertSound(Context).play()).toBe(true);
    expect(made.tones.map((t) => t.frequency)).toEqual([880, 1320]);
    const [first, second] = made.tones;
    expect(first?.start).toBeCloseTo(5.01);
    expect((first?.stop ?? 0) - (first?.start ?? 0)).toBeCloseTo(0.15);
    expect(second?.start).toBeGreaterThan(first?.stop ?? Infinity);
    expect((second?.stop ?? 0) - 5).toBeLessThan(0.35);
    expect(first?.ramps.map(([v]) => v)).toEqual([0.25, 0.0001]);
  });

  it('one context for the page, resumed when the browser started it suspended', () => {
    const { Context, made } = fakeContext('suspended');
    const sound = createAlertSound(Context);
    sound.unlock();
    sound.unlock();
    sound.play();
    expect(made.contexts).toBe(1);
    expect(made.resumed).toBe(1);
  });

  it('without WebAudio there is nothing to play', () => {
    expect(createAlertSound(undefined).play()).toBe(false);
  });
});
