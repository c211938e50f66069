import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import {
  BookOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  LockOutlined,
  PlayCircleOutlined,
  SoundOutlined,
} from '@ant-design/icons';
import type { TocFile } from '@moyue/contracts/api/reading';
import './contents.css';

export const LOCKED_HINT = '超出试读范围，获取阅读权限后可读';
const LOCKED_MEDIA_HINT = '超出试看范围，获取观看权限后可看';

const FILE_ICONS: Record<string, ReactNode> = {
  mp4: <PlayCircleOutlined />,
  webm: <PlayCircleOutlined />,
  mp3: <SoundOutlined />,
  m4a: <SoundOutlined />,
  pdf: <FilePdfOutlined />,
  txt: <FileTextOutlined />,
  epub: <BookOutlined />,
};

/** A media file's length as a player shows it: 00:07, 12:05, 1:02:03. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(seconds / 3600);
  const rest = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${rest}` : rest;
}

/**
 * A file of a lesson: its name (with the media's length), opened when free to
 * this reader — a video in place, courseware and materials as a download —
 * and a lock otherwise (the server refuses locked files too).
 */
export function FileLink({ file, download = false }: { file: TocFile; download?: boolean }) {
  const extension = extensionOf(file);
  const name = fileNameOf(file);
  const icon = FILE_ICONS[extension] ?? <FileOutlined />;
  const duration = <Duration file={file} />;
  if (file.IsLock || !file.Url)
    return (
      <Tooltip title={LOCKED_HINT}>
        <span className="toc-file toc-file--locked" aria-disabled="true" data-locked="true">
          <LockOutlined aria-label="已锁定" /> {name}
          {duration}
        </span>
      </Tooltip>
    );
  return (
    <span className="toc-file">
      <a
        href={file.Url}
        target="_blank"
        rel="noopener noreferrer"
        {...(download ? { download: name } : {})}
      >
        {icon} {name}
      </a>
      {duration}
    </span>
  );
}

const extensionOf = (file: TocFile) => file.Extension.replace(/^\./, '').toLowerCase();

/** The name with its extension: 第一讲课件.pdf. */
export function fileNameOf(file: TocFile): string {
  const extension = extensionOf(file);
  return `${file.FileName}${extension && !file.FileName.endsWith(extension) ? `.${extension}` : ''}`;
}

function Duration({ file }: { file: TocFile }) {
  if (!file.Duration) return null;
  return (
    <span className="toc-file__duration" aria-label="时长">
      {formatClock(file.Duration)}
    </span>
  );
}

/**
 * A lesson's video or audio in its row: 播放 and the length — the lesson's
 * title already names it — or a lock with the length when the lesson is locked.
 */
export function LessonMedia({ file }: { file: TocFile }) {
  const name = fileNameOf(file);
  if (file.IsLock || !file.Url)
    return (
      <Tooltip title={LOCKED_MEDIA_HINT}>
        <span
          className="toc-file toc-file--locked"
          aria-disabled="true"
          aria-label={`已锁定 ${name}`}
          data-locked="true"
        >
          <LockOutlined /> <Duration file={file} />
        </span>
      </Tooltip>
    );
  // A video packaged as HLS plays in the course's player (lesson-player/), chosen by the address fragment.
  const inPlayer = extensionOf(file) === 'hls';
  return (
    <span className="toc-file">
      <a
        href={inPlayer ? `#lesson-${file.Id}` : file.Url}
        {...(inPlayer ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        aria-label={`播放 ${inPlayer ? file.FileName : name}`}
        title={inPlayer ? file.FileName : name}
      >
        <PlayCircleOutlined /> 播放
      </a>
      <Duration file={file} />
    </span>
  );
}
