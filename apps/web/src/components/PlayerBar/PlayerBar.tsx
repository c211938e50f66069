import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Button, Dropdown, Select, Slider, Tooltip } from 'antd';
import { useFeedback } from '../feedback/feedback-api';
import {
  ClockCircleOutlined,
  CloseOutlined,
  LockOutlined,
  PauseCircleFilled,
  PlayCircleFilled,
  PushpinFilled,
  PushpinOutlined,
  StepBackwardOutlined,
  StepForwardOutlined,
  SoundOutlined,
  StarOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EngagementPaths } from '@moyue/contracts/api/engagement';
import { CoverImage } from '../cover-image/CoverImage';
import { apiClient } from '../../api/api-client';
import { useNarrowScreen } from '../../hooks/use-narrow-screen';
import { nextUnlocked, usePlaybackStore } from './playback-store';
import { useAudioEngine } from './audio-engine';
import { useMediaSession } from './media-session';
import { remainingLabel, SLEEP_CHOICES, useSleepTimer, type SleepChoice } from './sleep-timer';
import './player-bar.css';

/** spec §9: the bar hides 3000 ms after the mouse leaves. */
export const AUTO_HIDE_MS = 3000;
const SPEEDS = [0.75, 1, 1.25, 1.5, 2];

/** A player's clock: 00:07, 12:05, 1:02:03. */
export function clock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds || 0));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/** The media element's current time, re-rendered as it moves. */
function useCurrentTime(audio: HTMLAudioElement): number {
  return useSyncExternalStore(
    (notify) => {
      audio.addEventListener('timeupdate', notify);
      audio.addEventListener('seeked', notify);
      return () => {
        audio.removeEventListener('timeupdate', notify);
        audio.removeEventListener('seeked', notify);
      };
    },
    () => audio.currentTime,
  );
}

/**
 * The bar's height while it is shown, kept in `--player-bar-height` on the
 * document (floating buttons stand above it) and answered for the spacer
 * that lets the page's end — the footer — scroll out from under the bar.
 */
function useBarHeight(shown: boolean): [(element: HTMLDivElement | null) => void, number] {
  const [height, setHeight] = useState(0);
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!shown || !element) return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight));
    observer.observe(element);
    setHeight(element.offsetHeight);
    return () => observer.disconnect();
  }, [element, shown]);
  useEffect(() => {
    const root = document.documentElement;
    if (!shown || height === 0) return;
    root.style.setProperty('--player-bar-height', `${height}px`);
    root.classList.add('has-player-bar');
    return () => {
      root.style.removeProperty('--player-bar-height');
      root.classList.remove('has-player-bar');
    };
  }, [height, shown]);
  return [setElement, shown ? height : 0];
}

/**
 * The audio player bar of spec §2/§4/§9: cover, previous, play/pause, next,
 * file name, 372 px progress with times, add to bookshelf, 60 px volume,
 * contents list (locked files locked), lock pin, close; it hides 3 s after
 * the mouse leaves unless pinned or the list is open. Phones get a compact bar.
 */
export function PlayerBar() {
  const { message } = useFeedback();
  const narrow = useNarrowScreen();
  const { audio, playFile, startBook, play, pause, toggle, close } = useAudioEngine();
  const { book, files, index, status, position, volume, locked, request } = usePlaybackStore();
  const store = usePlaybackStore.getState();
  const current = useCurrentTime(audio);
  const [listOpen, setListOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const [speed, setSpeed] = useState(1);
  const hideTimer = useRef<number | undefined>(undefined);
  const [measure, barHeight] = useBarHeight(Boolean(book));
  const sleep = useSleepTimer(pause);
  const previous = nextUnlocked(files, index, -1);
  const next = nextUnlocked(files, index, 1);
  useMediaSession(audio, book, files[index], status, { play, pause, previous, next, playFile });

  useEffect(() => {
    if (!request) return;
    usePlaybackStore.setState({ request: null });
    setHidden(false);
    void startBook(request.book, request.fileIndex, request.at);
  }, [request, startBook]);

  useEffect(() => {
    audio.volume = volume;
  }, [audio, volume]);
  useEffect(() => {
    audio.playbackRate = speed;
  }, [audio, speed]);

  // Keyboard: space plays or pauses, ←/→ move 15 s (not while typing).
  useEffect(() => {
    if (!book) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (event.key === ' ' && target?.closest('button')) return;
      if (event.key === ' ') {
        event.preventDefault();
        toggle();
      } else if (event.key === 'ArrowLeft') audio.currentTime = Math.max(0, audio.currentTime - 15);
      else if (event.key === 'ArrowRight')
        audio.currentTime = Math.min(audio.duration || 0, audio.currentTime + 15);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [audio, book, toggle]);

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);
  if (!book) return null;

  const file = files[index];
  const duration = file?.seconds ?? 0;
  const shown = status === 'idle' ? position : current || position;
  const onLeave = () => {
    window.clearTimeout(hideTimer.current);
    if (locked || listOpen) return;
    hideTimer.current = window.setTimeout(() => {
      if (!usePlaybackStore.getState().locked) setHidden(true);
    }, AUTO_HIDE_MS);
  };
  const onEnter = () => {
    window.clearTimeout(hideTimer.current);
    setHidden(false);
  };
  const addToShelf = async () => {
    try {
      const answer = await apiClient.postForEnvelope<unknown>(EngagementPaths.BookshelfCreate, {
        ObjectId: book.id,
      });
      void message.info(answer.Description || '已加入书架');
    } catch (error) {
      void message.warning(error instanceof Error ? error.message : '加入书架失败');
    }
  };

  return (
    <>
      <div className="player-bar-spacer" style={{ height: barHeight }} aria-hidden />
      <div
        className={`player-bar${hidden ? ' player-bar--hidden' : ''}${narrow ? ' player-bar--compact' : ''}`}
        onMouseEnter={onEnter}
        onMouseLeave={onLeave}
        data-testid="player-bar"
        ref={measure}
        data-status={status}
        role="region"
        aria-label="有声书播放器"
      >
        <div className="player-bar__inner">
          <CoverImage
            className="player-bar__cover"
            src={book.coverUrl}
            alt={book.title}
            sizes="48px"
            width={48}
            height={48}
            eager
          />
          <div className="player-bar__buttons">
            <Button
              type="text"
              icon={<StepBackwardOutlined />}
              aria-label="上一集"
              disabled={previous < 0}
              onClick={() => void playFile(previous)}
            />
            <Button
              type="text"
              className="player-bar__play"
              icon={status === 'playing' ? <PauseCircleFilled /> : <PlayCircleFilled />}
              aria-label={status === 'playing' ? '暂停' : '播放'}
              data-testid="player-toggle"
              onClick={toggle}
            />
            <Button
              type="text"
              icon={<StepForwardOutlined />}
              aria-label="下一集"
              disabled={next < 0}
              onClick={() => void playFile(next)}
            />
          </div>
          <div className="player-bar__track">
            <div className="player-bar__name" title={file?.name} data-testid="player-file-name">
              {book.title} · {file?.name}
            </div>
            <div className="player-bar__progress">
              <span className="player-bar__time" data-testid="player-current">
                {clock(shown)}
              </span>
              <Slider
                className="player-bar__slider"
                min={0}
                max={Math.max(duration, 1)}
                step={0.1}
                value={Math.min(shown, duration)}
                tooltip={{ formatter: (value) => clock(value ?? 0) }}
                onChange={(value) => (audio.currentTime = value)}
                ariaLabelForHandle="播放进度"
              />
              <span className="player-bar__time">{clock(duration)}</span>
            </div>
          </div>
          <div className="player-bar__extras">
            {!narrow && (
              <>
                <Tooltip title="加入书架">
                  <Button
                    type="text"
                    icon={<StarOutlined />}
                    aria-label="加入书架"
                    onClick={() => void addToShelf()}
                  />
                </Tooltip>
                <span className="player-bar__volume" data-testid="player-volume">
                  <SoundOutlined aria-hidden />
                  <Slider
                    className="player-bar__volume-slider"
                    min={0}
                    max={1}
                    step={0.05}
                    value={volume}
                    onChange={(value) => store.setVolume(value)}
                    ariaLabelForHandle="音量"
                  />
                </span>
                <Select
                  size="small"
                  className="player-bar__speed"
                  value={speed}
                  onChange={setSpeed}
                  aria-label="播放速度"
                  options={SPEEDS.map((value) => ({ value, label: `${value}×` }))}
                />
              </>
            )}
            <Dropdown
              trigger={['click']}
              menu={{
                selectable: true,
                selectedKeys: [String(sleep.choice)],
                items: SLEEP_CHOICES.map((item) => ({
                  key: String(item.value),
                  label: item.label,
                })),
                onClick: ({ key }) =>
                  sleep.choose((key === 'file-end' ? key : Number(key)) as SleepChoice),
              }}
            >
              <Button
                type="text"
                icon={<ClockCircleOutlined />}
                aria-label="定时关闭"
                data-testid="player-sleep"
                className={sleep.choice ? 'player-bar__sleep is-on' : 'player-bar__sleep'}
              >
                {sleep.remaining !== null
                  ? remainingLabel(sleep.remaining)
                  : sleep.choice === 'file-end'
                    ? '本集'
                    : null}
              </Button>
            </Dropdown>
            <Button
              type="text"
              icon={<UnorderedListOutlined />}
              aria-label="目录"
              aria-expanded={listOpen}
              data-testid="player-list-toggle"
              onClick={() => setListOpen(!listOpen)}
            />
            {!narrow && (
              <Tooltip title={locked ? '取消固定' : '固定播放器'}>
                <Button
                  type="text"
                  icon={locked ? <PushpinFilled /> : <PushpinOutlined />}
                  aria-label={locked ? '取消固定' : '固定播放器'}
                  aria-pressed={locked}
                  onClick={() => store.setLocked(!locked)}
                />
              </Tooltip>
            )}
            <Button type="text" icon={<CloseOutlined />} aria-label="关闭播放器" onClick={close} />
          </div>
        </div>
        {listOpen && (
          <ol className="player-bar__list" data-testid="player-list">
            {files.map((item, i) => (
              <li
                key={item.id}
                className={`player-bar__item${i === index ? ' is-current' : ''}${item.isLock ? ' is-locked' : ''}`}
                data-locked={item.isLock ? 'true' : 'false'}
              >
                <button
                  type="button"
                  disabled={item.isLock}
                  title={item.isLock ? '超出试听范围，获取权限后可收听' : item.name}
                  onClick={() => void playFile(i)}
                >
                  {item.isLock && <LockOutlined aria-label="已锁定" />} {item.name}
                  <span className="player-bar__item-time">{clock(item.seconds)}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}
