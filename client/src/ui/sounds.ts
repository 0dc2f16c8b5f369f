/**
 * The table's few sounds (#27 item 5): a card laid, a card turned, your move, a win. Each is
 * made by the page's own audio from noise and tones, so there is nothing to download and no
 * recording whose licence must be kept. One switch mutes them all, remembered per browser.
 */
import { readStored, writeStored } from '../localStore';

export type Cue = 'card' | 'flip' | 'yourMove' | 'win';

const MUTE_KEY = 'deaddrop.muted';

/** Which cue wins when one update brings several: the rarer, the stronger. */
const STRENGTH: readonly Cue[] = ['card', 'flip', 'yourMove', 'win'];

/** A game's sounds as a table by kind of event: the kinds that make none are left out. */
export function cueOf<Kind extends string>(table: Readonly<Partial<Record<Kind, Cue>>>): (event: { type: Kind }) => Cue | undefined {
  return (event) => table[event.type];
}

/** The strongest of `cues` (some events make none), or null. */
export function strongestCue(cues: readonly (Cue | undefined)[]): Cue | null {
  let strongest: Cue | null = null;
  for (const cue of cues) if (cue && (!strongest || STRENGTH.indexOf(cue) > STRENGTH.indexOf(strongest))) strongest = cue;
  return strongest;
}

/** One tone: `at` seconds after the cue starts, `length` seconds long. */
interface Tone {
  frequency: number;
  at: number;
  length: number;
  volume: number;
}

/** The notes of the cues made of tones: a soft fifth for your move, a rising triad for a win. */
const TONES: Partial<Record<Cue, readonly Tone[]>> = {
  yourMove: [
    { frequency: 660, at: 0, length: 0.15, volume: 0.08 },
    { frequency: 990, at: 0.15, length: 0.15, volume: 0.08 },
  ],
  win: [523, 659, 784, 1047].map((frequency, i) => ({ frequency, at: i * 0.11, length: i === 3 ? 0.4 : 0.12, volume: 0.07 })),
};

/** The cues made of noise: a card's brush on felt, and the two quick taps of one turned over. */
const NOISE: Partial<Record<Cue, readonly { at: number; length: number; volume: number; pitch: number }[]>> = {
  card: [{ at: 0, length: 0.09, volume: 0.25, pitch: 2400 }],
  flip: [
    { at: 0, length: 0.035, volume: 0.22, pitch: 3800 },
    { at: 0.07, length: 0.05, volume: 0.25, pitch: 2600 },
  ],
};

export class Sounds {
  private mutedNow = readStored(MUTE_KEY) === '1';
  private audio: AudioContext | null = null;
  /** Every cue asked for and not muted, for the browser tests (the page probe lists them). */
  readonly played: Cue[] = [];

  get muted(): boolean {
    return this.mutedNow;
  }

  setMuted(muted: boolean): void {
    this.mutedNow = muted;
    writeStored(MUTE_KEY, muted ? '1' : '0');
  }

  play(cue: Cue): void {
    if (this.mutedNow) return;
    this.played.push(cue);
    try {
      const audio = (this.audio ??= new AudioContext());
      const start = audio.currentTime;
      for (const tone of TONES[cue] ?? []) this.tone(audio, start, tone);
      for (const burst of NOISE[cue] ?? []) this.noise(audio, start + burst.at, burst.length, burst.volume, burst.pitch);
    } catch {
      // No audio here (a browser without it, or one that refuses before a click): nothing sounds.
    }
  }

  /** The page is going: its audio is let go. */
  dispose(): void {
    void this.audio?.close().catch(() => undefined);
    this.audio = null;
  }

  private tone(audio: AudioContext, start: number, { frequency, at, length, volume }: Tone): void {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(volume, start + at);
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + length + 0.01);
  }

  /** White noise through a band-pass around `pitch`, fading out: what paper on cloth sounds like. */
  private noise(audio: AudioContext, at: number, length: number, volume: number, pitch: number): void {
    const samples = Math.ceil(audio.sampleRate * length);
    const buffer = audio.createBuffer(1, samples, audio.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < samples; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / samples);
    const source = audio.createBufferSource();
    source.buffer = buffer;
    const band = audio.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = pitch;
    const gain = audio.createGain();
    gain.gain.value = volume;
    source.connect(band).connect(gain).connect(audio.destination);
    source.start(at);
  }
}
