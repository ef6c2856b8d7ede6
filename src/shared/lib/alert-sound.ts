// A short alert sound made with WebAudio (issue 28, item 3): two sine tones, 880 Hz then
// 1320 Hz, 0.14 s each with a soft attack and decay, about 0.3 s in all. Nothing is downloaded;
// the code is a few hundred bytes in the chunk that uses it. Browsers (and Telegram's web views)
// start an AudioContext suspended until the page has had a user gesture, so `unlock()` is called
// on the trader's first touch and the context kept for the page's life.

type AudioContextClass = new () => AudioContext;

function defaultContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const legacy: unknown = Reflect.get(window, 'webkitAudioContext');
  return window.AudioContext ?? (typeof legacy === 'function' ? (legacy as AudioContextClass) : undefined);
}

const TONES = [880, 1320] as const;
const TONE_S = 0.14;
const GAP_S = 0.02;
const PEAK = 0.25;
const SILENT = 0.0001;

export interface AlertSound {
  /** Creates or resumes the audio context; call it from a user gesture so later alerts can sound. */
  unlock(): void;
  /** Plays the alert; false where the browser has no WebAudio. */
  play(): boolean;
}

export function createAlertSound(Context: AudioContextClass | undefined = defaultContextClass()): AlertSound {
  let context: AudioContext | null = null;
  const ready = (): AudioContext | null => {
    if (!Context) return null;
    try {
      context ??= new Context();
    } catch {
      return null;
    }
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    return context;
  };
  return {
    unlock() {
      ready();
    },
    play() {
      const audio = ready();
      if (!audio) return false;
      let at = audio.currentTime + 0.01;
      for (const frequency of TONES) {
        const tone = audio.createOscillator();
        const envelope = audio.createGain();
        tone.type = 'sine';
        tone.frequency.setValueAtTime(frequency, at);
        envelope.gain.setValueAtTime(SILENT, at);
        envelope.gain.exponentialRampToValueAtTime(PEAK, at + 0.02);
        envelope.gain.exponentialRampToValueAtTime(SILENT, at + TONE_S);
        tone.connect(envelope);
        envelope.connect(audio.destination);
        tone.start(at);
        tone.stop(at + TONE_S + 0.01);
        at += TONE_S + GAP_S;
      }
      return true;
    },
  };
}
