import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMediaSession } from './media-session';

// jsdom has no Media Session: a recording stand-in of the browser's object.
class FakeMetadata {
  constructor(public init: MediaMetadataInit) {}
}
function installSession() {
  const handlers = new Map<string, MediaSessionActionHandler | null>();
  const session = {
    metadata: null as unknown,
    playbackState: 'none',
    setActionHandler: (action: string, handler: MediaSessionActionHandler | null) =>
      handlers.set(action, handler),
    setPositionState: vi.fn(),
  };
  Object.defineProperty(navigator, 'mediaSession', { value: session, configurable: true });
  vi.stubGlobal('MediaMetadata', FakeMetadata);
  return { session, handlers };
}

const book = {
  id: 7,
  externalId: 'b7',
  title: '三字经（机器朗读·演示）',
  coverUrl: '/files/public/cover.png',
  objectType: 156,
  authorizeUrl: '/v1/api/playback/authorize',
};
const files = [
  { id: 1, externalId: 'f1', name: '第一节 人之初', seconds: 30, isLock: false },
  { id: 2, externalId: 'f2', name: '第二节 苟不教', seconds: 30, isLock: false },
];

describe('Media Session (lock screen, media keys)', () => {
  let fake: ReturnType<typeof installSession>;
  beforeEach(() => {
    fake = installSession();
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaSession');
    vi.unstubAllGlobals();
  });

  it('names the file, the book and its cover, and follows the play state', () => {
    const audio = new Audio();
    const controls = { play: vi.fn(), pause: vi.fn(), previous: -1, next: 1, playFile: vi.fn() };
    const { rerender } = renderHook(
      ({ status }: { status: 'playing' | 'paused' }) =>
        useMediaSession(audio, book, files[0], status, controls),
      { initialProps: { status: 'playing' } },
    );
    const metadata = fake.session.metadata as FakeMetadata;
    expect(metadata.init.title).toBe('第一节 人之初');
    expect(metadata.init.album).toBe(book.title);
    expect(metadata.init.artwork?.[0]?.src).toBe(`${location.origin}/files/public/cover.png`);
    expect(fake.session.playbackState).toBe('playing');
    rerender({ status: 'paused' });
    expect(fake.session.playbackState).toBe('paused');
  });

  it('media keys play, pause, skip to unlocked files and seek 15 s', () => {
    const audio = new Audio();
    Object.defineProperty(audio, 'duration', { value: 30 });
    audio.currentTime = 20;
    const controls = { play: vi.fn(), pause: vi.fn(), previous: -1, next: 1, playFile: vi.fn() };
    renderHook(() => useMediaSession(audio, book, files[0], 'playing', controls));
    const details = (extra: Partial<MediaSessionActionDetails>) =>
      ({ action: 'play', ...extra }) satisfies MediaSessionActionDetails;
    fake.handlers.get('pause')?.(details({}));
    expect(controls.pause).toHaveBeenCalledOnce();
    fake.handlers.get('play')?.(details({}));
    expect(controls.play).toHaveBeenCalledOnce();
    expect(fake.handlers.get('previoustrack')).toBeNull();
    fake.handlers.get('nexttrack')?.(details({}));
    expect(controls.playFile).toHaveBeenCalledWith(1);
    fake.handlers.get('seekbackward')?.(details({}));
    expect(audio.currentTime).toBe(5);
    fake.handlers.get('seekforward')?.(details({ seekOffset: 40 }));
    expect(audio.currentTime).toBe(30);
    fake.handlers.get('seekto')?.(details({ seekTime: 12 }));
    expect(audio.currentTime).toBe(12);
  });

  it('clears the metadata and the handlers when the bar closes', () => {
    const audio = new Audio();
    const controls = { play: vi.fn(), pause: vi.fn(), previous: -1, next: 1, playFile: vi.fn() };
    const { rerender, unmount } = renderHook(
      ({ open }: { open: boolean }) =>
        useMediaSession(audio, open ? book : null, open ? files[0] : undefined, 'paused', controls),
      { initialProps: { open: true } },
    );
    rerender({ open: false });
    expect(fake.session.metadata).toBeNull();
    expect(fake.handlers.get('play')).toBeNull();
    unmount();
  });
});
