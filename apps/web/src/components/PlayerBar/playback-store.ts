import { create } from 'zustand';
import type { AudioFileItem } from './playback-calls';

// The audio play data of spec §3 (kept in session storage too, so the bar
// survives navigation and reloads within the tab) and the volume of spec §9
// (local storage, default 0.7, with the bar's lock flag).

export interface AudioBookRef {
  id: number;
  externalId: string;
  title: string;
  coverUrl: string;
  objectType: number;
  authorizeUrl: string;
}

export type PlayStatus = 'idle' | 'playing' | 'paused';

export interface PlayData {
  book: AudioBookRef | null;
  files: AudioFileItem[];
  index: number;
  /** seconds into the file where it was last heard */
  position: number;
  status: PlayStatus;
}

const PLAY_DATA_KEY = 'audioPlayData';
const VOLUME_KEY = 'audioVolume';
const LOCK_KEY = 'audioLock';
/** spec §9: default volume 0.7. */
export const DEFAULT_VOLUME = 0.7;

function readPlayData(): PlayData {
  const empty: PlayData = { book: null, files: [], index: 0, position: 0, status: 'idle' };
  try {
    const text = sessionStorage.getItem(PLAY_DATA_KEY);
    if (!text) return empty;
    const data = JSON.parse(text) as PlayData;
    // After a reload the page cannot play on its own (autoplay rules): it waits, paused.
    return { ...empty, ...data, status: data.book ? 'paused' : 'idle' };
  } catch {
    return empty;
  }
}

export function readVolume(): number {
  const value = Number(localStorage.getItem(VOLUME_KEY));
  return localStorage.getItem(VOLUME_KEY) !== null && value >= 0 && value <= 1
    ? value
    : DEFAULT_VOLUME;
}

/** A book the page asked the bar to play (the detail's 立即收听 or a file of its list). */
export interface PlayRequest {
  book: AudioBookRef;
  fileIndex?: number;
  /** start in this file (TOC file Id) at `offset` seconds: 'continue listening from where you read' */
  at?: { fileId: number; offset: number };
}

interface PlaybackState extends PlayData {
  request: PlayRequest | null;
  volume: number;
  locked: boolean;
  set(patch: Partial<PlayData>): void;
  setVolume(volume: number): void;
  setLocked(locked: boolean): void;
  clear(): void;
}

export const usePlaybackStore = create<PlaybackState>((set, get) => ({
  ...readPlayData(),
  request: null,
  volume: readVolume(),
  locked: localStorage.getItem(LOCK_KEY) === '1',
  set(patch) {
    set(patch);
    const { book, files, index, position, status } = get();
    sessionStorage.setItem(PLAY_DATA_KEY, JSON.stringify({ book, files, index, position, status }));
  },
  setVolume(volume) {
    localStorage.setItem(VOLUME_KEY, String(volume));
    set({ volume });
  },
  setLocked(locked) {
    localStorage.setItem(LOCK_KEY, locked ? '1' : '0');
    set({ locked });
  },
  clear() {
    sessionStorage.removeItem(PLAY_DATA_KEY);
    set({ book: null, files: [], index: 0, position: 0, status: 'idle' });
  },
}));

/** The seconds before each file: resume and progress are counted over the whole book. */
export const secondsBefore = (files: AudioFileItem[], index: number): number =>
  files.slice(0, index).reduce((sum, file) => sum + file.seconds, 0);

export const totalSeconds = (files: AudioFileItem[]): number => secondsBefore(files, files.length);

/** spec §4: the next unlocked file after `index`, or -1 (play-all does not wrap). */
export function nextUnlocked(files: AudioFileItem[], index: number, step = 1): number {
  for (let i = index + step; i >= 0 && i < files.length; i += step) if (!files[i]?.isLock) return i;
  return -1;
}

/** Asks the player bar (mounted by the layout) to open a book, at a file or where it was left. */
export const requestPlay = (request: PlayRequest): void => usePlaybackStore.setState({ request });

/**
 * spec §4: where a book resumes — the file and offset of its saved point,
 * except that a file heard to its end (the record of 'ended') resumes at
 * the start of the next, and a locked file at the first unlocked one.
 */
export function resumeStart(
  files: AudioFileItem[],
  point: { index: number; offset: number },
): { index: number; offset: number } {
  let at = point;
  const heard = files[at.index];
  if (heard && at.offset >= heard.seconds - 1) at = { index: at.index + 1, offset: 0 };
  if (at.index >= files.length) at = { index: 0, offset: 0 };
  if (!files[at.index]?.isLock) return at;
  return { index: Math.max(nextUnlocked(files, -1), 0), offset: 0 };
}
