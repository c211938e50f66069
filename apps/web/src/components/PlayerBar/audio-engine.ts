import type Hls from 'hls.js';
import { useFeedback } from '../feedback/feedback-api';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { resumePoint } from '@moyue/contracts/api/playback';
import { Code } from '@moyue/contracts/codes';
import { ApiError } from '../../api/api-error';
import { getHref } from '../../config/paths';
import { removeCookie, setCookie } from '../../lib/cookies';
import { useAppStore } from '../../stores/app-store';
import {
  authorizePlayback,
  getAudioFiles,
  getListeningProcess,
  recordListening,
} from './playback-calls';
import {
  nextUnlocked,
  resumeStart,
  secondsBefore,
  totalSeconds,
  usePlaybackStore,
  type AudioBookRef,
} from './playback-store';
import { takeFileEndStop } from './sleep-timer';

/** spec §3 cookie: the bar was closed. */
export const AUDIO_CLOSED_COOKIE = 'audioClosed';
/** spec §9: progress is saved every 5 s of playback. */
export const PROGRESS_INTERVAL_MS = 5000;

/** The one audio element of the app, kept across the bar's renders. */
let sharedAudio: HTMLAudioElement | null = null;
let sharedHls: Hls | null = null;
export function audioElement(): HTMLAudioElement {
  if (!sharedAudio) {
    sharedAudio = new Audio();
    sharedAudio.preload = 'auto';
    // In the document (without controls: invisible) so tests and extensions can find it.
    sharedAudio.dataset.testid = 'player-audio';
    document.body.append(sharedAudio);
  }
  return sharedAudio;
}

/** hls.js (~150 KB gzip), loaded with the first file played, not with the shell (issue 16). */
async function loadHls(): Promise<typeof Hls> {
  return (await import('hls.js')).default;
}

/** Starts a playlist in the element: natively where the browser plays HLS, else with hls.js. */
function load(audio: HTMLAudioElement, url: string, HlsClass: typeof Hls): void {
  sharedHls?.destroy();
  sharedHls = null;
  if (HlsClass.isSupported()) {
    sharedHls = new HlsClass({
      xhrSetup: (xhr) => {
        xhr.withCredentials = true;
      },
    });
    sharedHls.loadSource(url);
    sharedHls.attachMedia(audio);
  } else audio.src = url;
}

/**
 * The player's controller (spec §4 'Audio'): a new file starts once its Url
 * is obtained; at its end the position is recorded and the next unlocked
 * file plays (no wrap); progress every 5 s; a new book resumes where the
 * reader left it (cumulative durations).
 */
export function useAudioEngine() {
  const { message } = useFeedback();
  const navigate = useNavigate();
  const audio = audioElement();
  const seq = useRef(0);

  const report = useCallback(
    (position?: number) => {
      const state = usePlaybackStore.getState();
      const file = state.files[state.index];
      if (!state.book || !file || !useAppStore.getState().user?.Id) return;
      const total = totalSeconds(state.files);
      const at = secondsBefore(state.files, state.index) + (position ?? audio.currentTime);
      void recordListening({
        objectId: state.book.id,
        title: state.book.title,
        objectType: state.book.objectType,
        process: total > 0 ? at / total : 0,
        fileId: file.id,
      }).catch(() => undefined);
    },
    [audio],
  );

  const playFile = useCallback(
    async (index: number, offset = 0) => {
      const state = usePlaybackStore.getState();
      const file = state.files[index];
      if (!state.book || !file) return;
      if (file.isLock) {
        void message.warning('该音频不在试听范围内，获取权限后可收听');
        return;
      }
      const mine = ++seq.current;
      audio.pause();
      state.set({ index, position: offset, status: 'paused' });
      removeCookie(AUDIO_CLOSED_COOKIE);
      try {
        const granted = await authorizePlayback(
          state.book.authorizeUrl,
          state.book.externalId,
          file.externalId,
        );
        const HlsClass = await loadHls();
        if (mine !== seq.current) return;
        load(audio, granted.Url, HlsClass);
        audio.volume = usePlaybackStore.getState().volume;
        const start = () => {
          if (offset > 0 && offset < file.seconds - 1) audio.currentTime = offset;
          void audio.play().catch(() => usePlaybackStore.getState().set({ status: 'paused' }));
        };
        if (audio.readyState >= 1) start();
        else audio.addEventListener('loadedmetadata', start, { once: true });
        usePlaybackStore.getState().set({ status: 'playing' });
      } catch (error) {
        if (error instanceof ApiError && error.code === Code.TokenInvalid) {
          void navigate(getHref.login(`${location.pathname}${location.search}`));
          return;
        }
        void message.warning(error instanceof ApiError ? error.message : '播放失败，请稍后重试');
      }
    },
    [audio, message, navigate],
  );

  /** Opens a book: its files, then (signed in) its progress, and plays from there (or from `at`). */
  const startBook = useCallback(
    async (book: AudioBookRef, fileIndex?: number, at?: { fileId: number; offset: number }) => {
      const files = await getAudioFiles(book.id);
      usePlaybackStore.getState().set({ book, files, index: 0, position: 0, status: 'paused' });
      if (fileIndex !== undefined) return playFile(fileIndex);
      const asked = at ? files.findIndex((file) => file.id === at.fileId) : -1;
      if (at && asked >= 0) return playFile(asked, at.offset);
      let point = { index: 0, offset: 0 };
      if (useAppStore.getState().user?.Id) {
        const saved = await getListeningProcess(book.id).catch(() => null);
        if (saved && saved.Process > 0)
          point = resumePoint(
            files.map((file) => ({ id: file.id, seconds: file.seconds, isLock: file.isLock })),
            saved.Process,
            saved.FileId,
          );
      }
      const start = resumeStart(files, point);
      return playFile(start.index, start.offset);
    },
    [playFile],
  );

  const play = useCallback(() => {
    const state = usePlaybackStore.getState();
    if (!audio.src && !sharedHls) return void playFile(state.index, state.position);
    if (!audio.paused) return;
    removeCookie(AUDIO_CLOSED_COOKIE);
    void audio.play();
    state.set({ status: 'playing' });
  }, [audio, playFile]);

  /** Pauses and records where the reader is (the bar's button, a sleep timer, a media key). */
  const pause = useCallback(() => {
    if (audio.paused) return;
    audio.pause();
    usePlaybackStore.getState().set({ status: 'paused', position: audio.currentTime });
    report();
  }, [audio, report]);

  const toggle = useCallback(() => {
    if (audio.paused || (!audio.src && !sharedHls)) play();
    else pause();
  }, [audio, play, pause]);

  const close = useCallback(() => {
    audio.pause();
    report();
    setCookie(AUDIO_CLOSED_COOKIE, '1');
    usePlaybackStore.getState().clear();
    sharedHls?.destroy();
    sharedHls = null;
    audio.removeAttribute('src');
  }, [audio, report]);

  useEffect(() => {
    const onEnded = () => {
      const state = usePlaybackStore.getState();
      const file = state.files[state.index];
      audio.pause();
      report(file?.seconds ?? audio.currentTime);
      const next = takeFileEndStop() ? -1 : nextUnlocked(state.files, state.index);
      if (next >= 0) void playFile(next);
      else state.set({ status: 'paused', position: file?.seconds ?? 0 });
    };
    const onPause = () => usePlaybackStore.getState().set({ position: audio.currentTime });
    // Leaving the page (closing the tab) records where the reader is, as far as the page lives.
    const onHide = () => {
      if (document.visibilityState === 'hidden' && audio.currentTime > 0) report();
    };
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('pause', onPause);
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    const timer = window.setInterval(() => {
      if (!audio.paused) {
        usePlaybackStore.getState().set({ position: audio.currentTime });
        report();
      }
    }, PROGRESS_INTERVAL_MS);
    return () => {
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('pause', onPause);
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      window.clearInterval(timer);
    };
  }, [audio, playFile, report]);

  return { audio, playFile, startBook, play, pause, toggle, close };
}
