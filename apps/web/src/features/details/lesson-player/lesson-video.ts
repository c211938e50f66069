// The HLS engine of a lesson video (issue 18): hls.js where the browser has
// MSE but no native HLS (Chromium, Firefox), the browser itself otherwise
// (Safari, iOS). hls.js is loaded only when a lesson is played.
import type Hls from 'hls.js';

/** spec §2 video qualities, lowest first, by the height of their rendition. */
export const VIDEO_QUALITIES = [
  { name: 'FD', label: '流畅', height: 360 },
  { name: 'LD', label: '标清', height: 480 },
  { name: 'SD', label: '高清', height: 720 },
  { name: 'HD', label: '超清', height: 1080 },
] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number]['name'];

/** The extension of a lesson video packaged as HLS (its Url answers the master playlist). */
export const LESSON_VIDEO_EXTENSION = 'hls';

export interface LessonVideo {
  /** the qualities the lesson offers (the renditions its source allowed) */
  qualities: VideoQuality[];
  /** the quality it starts at (null when the browser picks) */
  quality: VideoQuality | null;
  /** switches now (the buffer is flushed, playback goes on from the same time) */
  setQuality(quality: VideoQuality): void;
  destroy(): void;
}

/** The quality of a rendition: named by the server (NAME), else by its height. */
function qualityOf(level: { name?: string; height?: number }): VideoQuality | null {
  const named = VIDEO_QUALITIES.find((quality) => quality.name === level.name);
  if (named) return named.name;
  const byHeight = [...VIDEO_QUALITIES].reverse().find((q) => (level.height ?? 0) >= q.height);
  return byHeight?.name ?? 'FD';
}

/**
 * Attaches a lesson's master playlist to the video element; resolves once
 * the renditions are known, starting at `preferred` or the best below it.
 */
export async function attachLessonVideo(
  video: HTMLVideoElement,
  url: string,
  preferred: VideoQuality,
  onError: (message: string) => void,
): Promise<LessonVideo> {
  const { default: HlsClass } = await import('hls.js');
  if (!HlsClass.isSupported()) {
    // Native HLS (Safari): the browser picks the rendition itself.
    video.src = url;
    return {
      qualities: [],
      quality: null,
      setQuality: () => undefined,
      destroy: () => video.removeAttribute('src'),
    };
  }
  const hls: Hls = new HlsClass({ capLevelToPlayerSize: false, startFragPrefetch: true });
  return new Promise((resolve) => {
    hls.on(HlsClass.Events.MANIFEST_PARSED, (_event, data) => {
      const levels = data.levels.map(qualityOf);
      const qualities = levels.filter((q): q is VideoQuality => q !== null);
      const order = VIDEO_QUALITIES.map((q) => q.name);
      const start = [...qualities]
        .filter((q) => order.indexOf(q) <= order.indexOf(preferred))
        .pop();
      const startLevel = levels.indexOf(start ?? qualities[0] ?? 'FD');
      hls.startLevel = startLevel;
      hls.currentLevel = startLevel;
      resolve({
        qualities,
        quality: levels[startLevel] ?? null,
        setQuality: (quality) => {
          const index = levels.indexOf(quality);
          if (index >= 0) hls.currentLevel = index;
        },
        destroy: () => hls.destroy(),
      });
    });
    hls.on(HlsClass.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      const status = data.response?.code;
      onError(
        status === 403
          ? '该课时不在试看范围内，或播放地址已过期，请刷新页面后重试'
          : '视频加载失败，请稍后重试',
      );
    });
    hls.loadSource(url);
    hls.attachMedia(video);
  });
}
