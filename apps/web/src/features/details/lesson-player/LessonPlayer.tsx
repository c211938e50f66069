import { useEffect, useMemo, useRef, useState } from 'react';
import { Tooltip } from 'antd';
import { LockOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { TocFile, TocNode } from '@moyue/contracts/api/reading';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { formatClock } from '../tabs/FileLink';
import { filesOf } from '../toc-model';
import {
  LESSON_VIDEO_EXTENSION,
  VIDEO_QUALITIES,
  attachLessonVideo,
  type LessonVideo,
  type VideoQuality,
} from './lesson-video';
import './lesson-player.css';

const LOCKED_LESSON_HINT = '超出试看范围，获取观看权限后可看';
/** The address fragment a lesson's 播放 link sets (tabs/FileLink.tsx): #lesson-<file id>. */
const LESSON_HASH = /^#lesson-(\d+)$/;

interface Lesson {
  file: TocFile;
  title: string;
}

/** The lessons with a video, in course order (a lesson's first video). */
function lessonsOf(nodes: readonly TocNode[]): Lesson[] {
  return filesOf(nodes, 'MultimediaFiles')
    .filter(({ file }) => file.Extension.toLowerCase() === LESSON_VIDEO_EXTENSION)
    .map(({ file, nodeTitle }) => ({ file, title: decodeHtmlEntities(nodeTitle) }));
}

const lessonFromHash = (lessons: Lesson[]): Lesson | undefined => {
  const id = LESSON_HASH.exec(window.location.hash)?.[1];
  return lessons.find((lesson) => String(lesson.file.Id) === id);
};

/**
 * spec §2 video player of a course (594×318, quality FD / LD / SD / HD) with
 * its lessons: a locked lesson is shown locked and cannot be chosen (the
 * server refuses its playlist and segments too). A lesson's 播放 link in the
 * contents tab plays it here.
 */
export function LessonPlayer({ nodes }: { nodes: readonly TocNode[] }) {
  const lessons = useMemo(() => lessonsOf(nodes), [nodes]);
  const firstOpen = lessons.find((lesson) => !lesson.file.IsLock);
  const [current, setCurrent] = useState<Lesson | undefined>(
    () => lessonFromHash(lessons) ?? firstOpen,
  );
  const [quality, setQuality] = useState<VideoQuality>('SD');
  const [qualities, setQualities] = useState<VideoQuality[]>([]);
  const [error, setError] = useState('');
  const videoRef = useRef<HTMLVideoElement>(null);
  const engine = useRef<LessonVideo | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const qualityRef = useRef(quality);
  qualityRef.current = quality;

  // The TOC arrives after the first render, and a 播放 link sets the hash.
  useEffect(() => {
    if (!current && firstOpen) setCurrent(lessonFromHash(lessons) ?? firstOpen);
    const onHash = () => {
      const chosen = lessonFromHash(lessons);
      if (!chosen || chosen.file.IsLock) return;
      setCurrent(chosen);
      sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [lessons, current, firstOpen]);

  const url = current && !current.file.IsLock ? current.file.Url : '';
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !url) return;
    let cancelled = false;
    setError('');
    setQualities([]);
    void attachLessonVideo(video, url, qualityRef.current, setError).then((attached) => {
      if (cancelled) return attached.destroy();
      engine.current = attached;
      setQualities(attached.qualities);
      if (attached.quality) setQuality(attached.quality);
    });
    return () => {
      cancelled = true;
      engine.current?.destroy();
      engine.current = null;
    };
  }, [url]);

  if (lessons.length === 0) return null;
  const choose = (lesson: Lesson) => {
    if (lesson.file.IsLock) return;
    setCurrent(lesson);
    void videoRef.current?.play().catch(() => undefined);
  };
  const switchQuality = (next: VideoQuality) => {
    setQuality(next);
    engine.current?.setQuality(next);
  };

  return (
    <section
      className="lesson-player"
      ref={sectionRef}
      data-testid="lesson-player"
      aria-label="课程视频"
    >
      <div className="lesson-player__stage">
        <video
          ref={videoRef}
          className="lesson-player__video"
          controls
          playsInline
          preload="metadata"
          data-testid="lesson-video"
          aria-label={current ? `视频：${current.title}` : '视频'}
        />
        {!url && (
          <div className="lesson-player__notice">
            <LockOutlined /> {LOCKED_LESSON_HINT}
          </div>
        )}
        {error && (
          <div className="lesson-player__notice" role="alert">
            {error}
          </div>
        )}
      </div>
      <div className="lesson-player__bar">
        <span className="lesson-player__title">{current?.title ?? ''}</span>
        <div className="lesson-player__qualities" role="radiogroup" aria-label="清晰度">
          {VIDEO_QUALITIES.map((option) => {
            const offered = qualities.includes(option.name);
            return (
              <button
                key={option.name}
                type="button"
                role="radio"
                aria-checked={quality === option.name}
                disabled={!offered}
                title={offered ? `${option.label} ${option.height}p` : '该视频没有此清晰度'}
                className={quality === option.name ? 'is-active' : undefined}
                onClick={() => switchQuality(option.name)}
                data-testid={`quality-${option.name}`}
              >
                {option.name}
              </button>
            );
          })}
        </div>
      </div>
      <ol className="lesson-player__lessons" aria-label="课时列表">
        {lessons.map((lesson) => {
          const isCurrent = lesson === current;
          const item = (
            <button
              type="button"
              disabled={lesson.file.IsLock}
              aria-current={isCurrent ? 'true' : undefined}
              data-locked={lesson.file.IsLock ? 'true' : undefined}
              onClick={() => choose(lesson)}
            >
              {lesson.file.IsLock ? <LockOutlined aria-label="已锁定" /> : <PlayCircleOutlined />}
              <span className="lesson-player__lesson-title">{lesson.title}</span>
              {lesson.file.Duration ? <small>{formatClock(lesson.file.Duration)}</small> : null}
            </button>
          );
          return (
            <li
              key={lesson.file.Id}
              className={isCurrent ? 'is-current' : undefined}
              data-testid="lesson-item"
            >
              {lesson.file.IsLock ? <Tooltip title={LOCKED_LESSON_HINT}>{item}</Tooltip> : item}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
