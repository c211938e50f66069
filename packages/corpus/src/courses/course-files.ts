// The files of a demo lesson (issue 5): a short title-card video made with
// ffmpeg (when the machine has one), the courseware as a PDF and the
// material as a plain-text excerpt of the source.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildPdf, cjkFontPath } from '../editions/pdf-writer.ts';
import type { CatalogueCourse, CatalogueLesson } from './course-plan.ts';

const run = promisify(execFile);

/**
 * The demo video's frame: 1080p, so the HLS package has every quality of
 * spec §2 (FD 360p … HD 1080p, issue 18); a plain ground at 5 fps keeps
 * the encoding quick (four renditions of 25 lessons) and the files small.
 */
const VIDEO_SIZE = '1920x1080';
/** The title card's type was drawn for a 270-line frame; scaled with the frame. */
const TYPE_SCALE = 4;
const VIDEO_RATE = 5;

/** A lesson video's length in seconds: 6–9, so that each lesson differs a little. */
export const lessonVideoSeconds = (lesson: CatalogueLesson): number => 6 + (lesson.key % 4);

/**
 * The ffmpeg to make the videos with: FFMPEG_PATH, else the system's
 * (Debian /usr/bin/ffmpeg); null when there is none that runs.
 */
export async function findFfmpeg(env: NodeJS.ProcessEnv = process.env): Promise<string | null> {
  for (const candidate of [env.FFMPEG_PATH, '/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg']) {
    if (!candidate) continue;
    try {
      await run(candidate, ['-hide_banner', '-version'], { timeout: 10_000 });
      return candidate;
    } catch {
      // not there, or does not run: try the next
    }
  }
  return null;
}

/** A drawtext filter of one line, its text read from a file (no escaping of the text itself). */
const drawText = (file: string, font: string, size: number, y: string, color: string) =>
  `drawtext=fontfile='${font}':textfile='${file}':fontcolor=${color}:fontsize=${size}:x=(w-text_w)/2:y=${y}`;

/**
 * The lessons' videos of a course, one H.264 MP4 title card each: course
 * title, lesson title and the 墨阅 mark on a plain ground, seconds long and
 * silent (no lecture is recorded). One ffmpeg run writes all of a course's
 * videos (its start-up, not the encoding, is what costs).
 */
export async function courseVideos(ffmpeg: string, course: CatalogueCourse): Promise<Buffer[]> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'moyue-video-'));
  try {
    const font = cjkFontPath('sc');
    const courseFile = path.join(dir, 'course.txt');
    await fs.writeFile(courseFile, course.title);
    const markFile = path.join(dir, 'mark.txt');
    await fs.writeFile(markFile, `墨阅课程 · ${course.lecturer} 主讲（演示视频）`);
    const longest = Math.max(...course.lessons.map(lessonVideoSeconds));
    const branches: string[] = [];
    const outputs: string[] = [];
    for (const [index, lesson] of course.lessons.entries()) {
      const lessonFile = path.join(dir, `lesson-${index}.txt`);
      await fs.writeFile(lessonFile, lesson.title.replace(/\u3000/g, ' '));
      const seconds = lessonVideoSeconds(lesson);
      branches.push(
        `[v${index}]` +
          [
            drawText(courseFile, font, 18 * TYPE_SCALE, 'h*0.28', '0xf3e3c3'),
            drawText(lessonFile, font, 26 * TYPE_SCALE, 'h*0.45', 'white'),
            drawText(markFile, font, 13 * TYPE_SCALE, 'h*0.78', '0xd9c6a5'),
            `fade=t=in:st=0:d=0.5,fade=t=out:st=${seconds - 0.5}:d=0.5`,
          ].join(',') +
          `[o${index}]`,
      );
      outputs.push(
        ...['-map', `[o${index}]`, '-t', String(seconds)],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-pix_fmt', 'yuv420p'],
        ...['-movflags', '+faststart', path.join(dir, `lesson-${index}.mp4`)],
      );
    }
    const split = `[0:v]split=${course.lessons.length}${course.lessons.map((_, i) => `[v${i}]`).join('')}`;
    await run(
      ffmpeg,
      [
        ...['-hide_banner', '-loglevel', 'error', '-y'],
        ...['-f', 'lavfi', '-i', `color=c=0x7a2e1d:s=${VIDEO_SIZE}:d=${longest}:r=${VIDEO_RATE}`],
        ...['-filter_complex', [split, ...branches].join(';')],
        ...outputs,
      ],
      { timeout: 120_000 },
    );
    return await Promise.all(
      course.lessons.map((_, index) => fs.readFile(path.join(dir, `lesson-${index}.mp4`))),
    );
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The text a handout page holds of a lesson's source (the rest is in the material). */
const HANDOUT_TEXT_LIMIT = 360;

/**
 * The courseware (课程讲义): a first page with the course, its lecturer,
 * knowledge points and lessons, then a page a lesson — what it teaches and
 * the opening of its source text. One PDF a course: a PDF with the CJK font
 * takes ~150 ms to build, one a lesson would double the seed.
 */
export async function courseHandout(course: CatalogueCourse): Promise<Uint8Array> {
  const cover = [
    { heading: true, text: `${course.title}\u3000课程讲义` },
    { heading: false, text: `${course.lecturer} 主讲\u3000${course.publisher}` },
    { heading: false, text: course.abstract },
    { heading: false, text: `知识点：${course.keywords.join('，')}` },
    ...course.lessons.map((lesson) => ({ heading: false, text: lesson.title })),
  ];
  const pages = [
    { blocks: cover },
    ...course.lessons.map((lesson) => {
      let room = HANDOUT_TEXT_LIMIT;
      const text: string[] = [];
      for (const line of lesson.text) {
        if (room <= 0) break;
        text.push(line.length > room ? `${line.slice(0, room)}……` : line);
        room -= line.length;
      }
      return {
        blocks: [
          { heading: true, text: lesson.title },
          { heading: false, text: `本讲要点：${lesson.summary}` },
          { heading: true, text: `原文：《${lesson.bookTitle}》${lesson.sourceTitle}` },
          ...text.map((line) => ({ heading: false, text: line })),
        ],
      };
    }),
  ];
  return buildPdf({
    title: `${course.title} 课程讲义`,
    author: course.lecturer,
    subject: course.abstract,
    keywords: course.keywords.join('，'),
    pages,
    outline: course.lessons.map((lesson, index) => ({
      title: lesson.title,
      page: index + 2,
      children: [],
    })),
  });
}

/** The material: the source text as UTF-8 plain text, with where it comes from. */
export function lessonMaterial(course: CatalogueCourse, lesson: CatalogueLesson): Buffer {
  const lines = [
    `《${lesson.bookTitle}》${lesson.sourceTitle}`,
    `（${course.title} ${lesson.title} 素材，公有领域原文）`,
    '',
    ...lesson.text,
    '',
  ];
  return Buffer.from(lines.join('\n'), 'utf8');
}
