import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../catalogue.ts';
import { COURSE_PLANS, TextbookCode, demoCourses } from './course-plan.ts';

describe('demo courses', () => {
  it('finds the source text of every planned lesson in the demo catalogue', () => {
    const books = new Map([...demoCatalogue()].map((book) => [book.slug, book]));
    const courses = demoCourses((slug) => books.get(slug));
    expect(courses.map((course) => course.lessons.length)).toEqual(
      COURSE_PLANS.map((plan) => plan.lessons.length),
    );
    for (const course of courses)
      for (const lesson of course.lessons) expect(lesson.text.join('').length).toBeGreaterThan(20);
    // The three named sources of the course filter (spec §2) all have courses.
    expect(new Set(courses.map((course) => course.contentSource))).toEqual(new Set([1, 2, 3]));
  });

  it('keeps 明月 out of what course search indexes', () => {
    for (const plan of COURSE_PLANS)
      expect(`${plan.title}${plan.abstract}${plan.keywords.join('')}`).not.toContain('明月');
  });

  it('files every course under 教材 subjects, at most one a stage (the stage counts add them up)', () => {
    const known = new Set<string>(Object.values(TextbookCode));
    for (const plan of COURSE_PLANS) {
      expect(plan.textbookCodes.length).toBeGreaterThan(0);
      expect(plan.textbookCodes.every((code) => known.has(code))).toBe(true);
      const stages = plan.textbookCodes.map((code) => code.slice(0, 2));
      expect(new Set(stages).size).toBe(stages.length);
    }
  });
});
