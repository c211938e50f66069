import { useEffect } from 'react';
import type { AudioFileItem } from './playback-calls';
import type { AudioBookRef, PlayStatus } from './playback-store';

// Beyond the spec (issue 18): Media Session metadata and actions, so the
// phone's lock screen, the headset buttons and the desktop's media keys
// show the book and drive the bar.

export interface MediaSessionControls {
  play: () => void;
  pause: () => void;
  /** -1 when there is no unlocked file before / after */
  previous: number;
  next: number;
  playFile: (index: number) => unknown;
}

const SEEK_STEP_SECONDS = 15;

/** A cover's absolute address (the OS fetches artwork outside the page). */
const absolute = (url: string): string => new URL(url, location.href).href;

export function useMediaSession(
  audio: HTMLAudioElement,
  book: AudioBookRef | null,
  file: AudioFileItem | undefined,
  status: PlayStatus,
  controls: MediaSessionControls,
): void {
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  const title = file?.name;

  useEffect(() => {
    if (!session || typeof MediaMetadata === 'undefined') return;
    if (!book || !title) {
      session.metadata = null;
      return;
    }
    session.metadata = new MediaMetadata({
      title,
      artist: `${book.title} · 墨阅有声`,
      album: book.title,
      artwork: book.coverUrl ? [{ src: absolute(book.coverUrl) }] : [],
    });
  }, [session, book, title]);

  useEffect(() => {
    if (!session) return;
    session.playbackState =
      status === 'playing' ? 'playing' : status === 'paused' ? 'paused' : 'none';
  }, [session, status]);

  const { play, pause, previous, next, playFile } = controls;
  useEffect(() => {
    if (!session || !book) return;
    const set = (action: MediaSessionAction, handler: MediaSessionActionHandler | null) => {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // an action this browser does not know
      }
    };
    const seekBy = (seconds: number) => {
      audio.currentTime = Math.min(Math.max(0, audio.currentTime + seconds), audio.duration || 0);
    };
    set('play', play);
    set('pause', pause);
    set('previoustrack', previous >= 0 ? () => void playFile(previous) : null);
    set('nexttrack', next >= 0 ? () => void playFile(next) : null);
    set('seekbackward', (details) => seekBy(-(details.seekOffset ?? SEEK_STEP_SECONDS)));
    set('seekforward', (details) => seekBy(details.seekOffset ?? SEEK_STEP_SECONDS));
    set('seekto', (details) => {
      if (details.seekTime !== undefined) audio.currentTime = details.seekTime;
    });
    return () => {
      for (const action of [
        'play',
        'pause',
        'previoustrack',
        'nexttrack',
        'seekbackward',
        'seekforward',
        'seekto',
      ] as const)
        set(action, null);
    };
  }, [session, book, audio, play, pause, previous, next, playFile]);

  // The lock screen's progress line.
  useEffect(() => {
    if (!session?.setPositionState || !book) return;
    const update = () => {
      const duration = audio.duration;
      if (!Number.isFinite(duration) || duration <= 0) return;
      try {
        session.setPositionState({
          duration,
          playbackRate: audio.playbackRate || 1,
          position: Math.min(audio.currentTime, duration),
        });
      } catch {
        // a position the browser refuses (e.g. while the stream loads)
      }
    };
    audio.addEventListener('durationchange', update);
    audio.addEventListener('seeked', update);
    audio.addEventListener('ratechange', update);
    audio.addEventListener('play', update);
    return () => {
      audio.removeEventListener('durationchange', update);
      audio.removeEventListener('seeked', update);
      audio.removeEventListener('ratechange', update);
      audio.removeEventListener('play', update);
    };
  }, [session, book, audio]);
}
