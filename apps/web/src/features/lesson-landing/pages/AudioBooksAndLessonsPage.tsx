import { MediaShelf } from '../components/MediaShelf';
import './lesson-landing.css';

/**
 * /wrap/audioBooksAndLessons (spec §2 top menu 有声书与课程): courses (107)
 * and audio books (156), each the newest or most played, by category.
 */
export function AudioBooksAndLessonsPage() {
  return (
    <div className="lesson-landing" data-testid="audio-books-and-lessons">
      <h1 className="lesson-landing__title">有声书与课程</h1>
      <MediaShelf title="精品课程" objectTypes="107" empty="暂无课程" testId="course-shelf" />
      <MediaShelf
        title="有声书"
        objectTypes="156"
        empty="暂无有声书，敬请期待"
        testId="audio-book-shelf"
      />
    </div>
  );
}
