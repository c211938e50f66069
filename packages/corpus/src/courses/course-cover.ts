// The cover of a demo course: the book covers' palette, but a course's face —
// the title across, the lecturer, the lesson count and a play mark — so a
// course is not taken for a thread-bound book in search results and on its page.
import { COVER_FONT_STACK, paletteFor, xmlEscape } from '../cover.ts';
import type { CatalogueCourse } from './course-plan.ts';

const WIDTH = 300;
const HEIGHT = 420;

/** The title in lines of at most `perLine` characters, at most three lines. */
function titleLines(title: string, perLine: number): string[] {
  const characters = Array.from(title);
  const lines: string[] = [];
  for (let i = 0; i < characters.length && lines.length < 3; i += perLine)
    lines.push(characters.slice(i, i + perLine).join(''));
  return lines;
}

/** An SVG cover (300 × 420, like the books') for a course. */
export function courseCoverSvg(
  course: Pick<CatalogueCourse, 'slug' | 'title' | 'lecturer' | 'publisher' | 'lessons'>,
): string {
  const palette = paletteFor(course.slug);
  const font = `font-family="${COVER_FONT_STACK}"`;
  const length = Array.from(course.title).length;
  const size = length <= 5 ? 40 : length <= 8 ? 32 : 28;
  const lines = titleLines(course.title, Math.floor(240 / size));
  const title = lines
    .map(
      (line, index) =>
        `<text x="30" y="${150 + index * (size + 12)}" font-size="${size}" fill="#fffaf0" ${font} font-weight="700">${xmlEscape(line)}</text>`,
    )
    .join('');
  const bottom = 150 + (lines.length - 1) * (size + 12) + 40;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${xmlEscape(course.title)}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.cloth}"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#000" opacity="0.12"/>`,
    `<circle cx="250" cy="370" r="120" fill="${palette.accent}" opacity="0.18"/>`,
    `<rect x="30" y="44" width="84" height="28" rx="14" fill="${palette.label}"/>`,
    `<text x="72" y="63" font-size="15" text-anchor="middle" fill="${palette.cloth}" ${font}>视频课程</text>`,
    title,
    `<line x1="30" y1="${bottom}" x2="90" y2="${bottom}" stroke="${palette.label}" stroke-width="3"/>`,
    `<text x="30" y="${bottom + 34}" font-size="18" fill="#fffaf0" ${font}>${xmlEscape(course.lecturer)} 主讲</text>`,
    `<text x="30" y="${bottom + 62}" font-size="15" fill="#fffaf0" opacity="0.85" ${font}>共 ${course.lessons.length} 讲</text>`,
    `<circle cx="238" cy="346" r="30" fill="none" stroke="#fffaf0" stroke-width="3"/>`,
    `<path d="M229 331 L254 346 L229 361 Z" fill="#fffaf0"/>`,
    `<text x="30" y="392" font-size="13" fill="#fffaf0" opacity="0.8" ${font}>${xmlEscape(course.publisher)}</text>`,
    '</svg>',
  ].join('');
}
