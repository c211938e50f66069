import { Spin, Tag } from 'antd';
import type { Turn } from './dialogue-model';
import { citationHref, type AssistantBook } from './assistant-book';

/** One question and its answer, with the answer's citations as links that open the reader. */
export function DialogueTurn({ turn, book }: { turn: Turn; book: AssistantBook }) {
  const item = turn.item;
  return (
    <li className="ai-turn" data-testid="ai-turn">
      <div className="ai-turn__question">
        <span className="ai-turn__who">问</span>
        <p>{turn.question}</p>
      </div>
      <div className={`ai-turn__answer${turn.failed ? ' ai-turn__answer--failed' : ''}`}>
        <span className="ai-turn__who">答</span>
        {turn.pending && !turn.answer ? (
          <Spin size="small" data-testid="ai-turn-pending" />
        ) : turn.pending ? (
          <p className="ai-turn__text ai-turn__text--growing" data-testid="ai-answer-growing">
            {turn.answer}
          </p>
        ) : (
          <div>
            {item?.Label ? (
              <Tag color={item.Label === '摘录' ? 'gold' : 'blue'} className="ai-turn__label">
                {item.Label}
              </Tag>
            ) : null}
            <p className="ai-turn__text" data-testid="ai-answer">
              {turn.answer}
            </p>
            {item && item.Citations.length > 0 ? (
              <ol className="ai-turn__citations" aria-label="出处">
                {item.Citations.map((citation) => (
                  <li key={citation.Index}>
                    <a
                      href={citationHref(book, citation.TocId)}
                      target="_blank"
                      rel="noopener"
                      data-testid="ai-citation"
                    >
                      [{citation.Index}] {citation.TocTitle} · 第{citation.Page}页
                    </a>
                  </li>
                ))}
              </ol>
            ) : null}
            {item && item.LockedChapters.length > 0 ? (
              <p className="ai-turn__locked" data-testid="ai-locked">
                {item.LockedChapters.map((chapter) => `「${chapter.TocTitle}」`).join('、')}
                不在试读范围内
              </p>
            ) : null}
          </div>
        )}
      </div>
    </li>
  );
}
