import type { AssistantBook } from './assistant-book';
import { BookDialogue } from './BookDialogue';
import { WordCloudPanel } from './WordCloudPanel';
import './assistant.css';

/** The detail page's AI tab and the chat pages: the dialogue beside the book's word cloud. */
export function AiPanel({ book }: { book: AssistantBook }) {
  return (
    <div className="ai-panel" data-testid="ai-panel">
      <section>
        <h3>与本书对话</h3>
        <BookDialogue book={book} />
      </section>
      <section>
        <h3>词云</h3>
        <WordCloudPanel book={book} />
      </section>
    </div>
  );
}
