// The cover of a demo course: the book covers' palette, but a course's face —
// 16:9 like its videos (the detail page and the course rows of search show
// courses in a wide frame), the title across, the lecturer, the lesson count
// and a play mark — so a course is not taken for a thread-bound book.
import { COVER_FONT_STACK, paletteFor, xmlEscape } from '@moyue/book-format/cover';
import type { CatalogueCourse } from './course-plan.ts';

const WIDTH = 480;
const HEIGHT = 270;
/** Kept clear at the sides: search shows covers at 16:10, cutting a little of each side. */
const SIDE = 44;

/** The title in lines of at most `perLine` characters, at most two lines. */
function titleLines(title: string, perLine: number): string[] {
  const characters = Array.from(title);
  const lines: string[] = [];
  for (let i = 0; i < characters.length && lines.length < 2; i += perLine)
    lines.push(characters.slice(i, i + perLine).join(''));
  return lines;
}

/** An SVG cover (480 × 270) for a course. */
export function courseCoverSvg(
  course: Pick<CatalogueCourse, 'slug' | 'title' | 'lecturer' | 'publisher' | 'lessons'>,
): string {
  const palette = paletteFor(course.slug);
  const font = `font-family="${COVER_FONT_STACK}"`;
  const length = Array.from(course.title).length;
  const size = length <= 7 ? 38 : length <= 9 ? 32 : 28;
  const lines = titleLines(course.title, Math.floor(300 / size));
  const titleTop = lines.length > 1 ? 100 : 118;
  const title = lines
    .map(
      (line, index) =>
        `<text x="${SIDE}" y="${titleTop + index * (size + 10)}" font-size="${size}" fill="#fffaf0" ${font} font-weight="700">${xmlEscape(line)}</text>`,
    )
    .join('');
  const rule = titleTop + (lines.length - 1) * (size + 10) + 26;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${xmlEscape(course.title)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.cloth}"/>`,
    `<circle cx="${WIDTH - 70}" cy="${HEIGHT + 10}" r="150" fill="${palette.accent}" opacity="0.2"/>`,
    `<rect x="${SIDE}" y="34" width="84" height="26" rx="13" fill="${palette.label}"/>`,
    `<text x="${SIDE + 42}" y="52" font-size="14" text-anchor="middle" fill="${palette.cloth}" ${font}>视频课程</text>`,
    title,
    `<line x1="${SIDE}" y1="${rule}" x2="${SIDE + 56}" y2="${rule}" stroke="${palette.label}" stroke-width="3"/>`,
    `<text x="${SIDE}" y="${rule + 32}" font-size="17" fill="#fffaf0" ${font}>${xmlEscape(course.lecturer)} 主讲\u3000共 ${course.lessons.length} 讲</text>`,
    `<text x="${SIDE}" y="${HEIGHT - 24}" font-size="12" fill="#fffaf0" opacity="0.75" ${font}>${xmlEscape(course.publisher)}</text>`,
    `<circle cx="${WIDTH - SIDE - 34}" cy="${HEIGHT - 64}" r="30" fill="none" stroke="#fffaf0" stroke-width="3"/>`,
    `<path d="M${WIDTH - SIDE - 43} ${HEIGHT - 79} L${WIDTH - SIDE - 18} ${HEIGHT - 64} L${WIDTH - SIDE - 43} ${HEIGHT - 49} Z" fill="#fffaf0"/>`,
    '</svg>',
  ].join('');
}
