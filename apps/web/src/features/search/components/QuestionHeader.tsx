import { Tag } from 'antd';
import { NavLink } from 'react-router';
import { getHref } from '../../../config/paths';

/** Shown when the question held nothing but question words (是什么呢). */
export const NO_QUESTION_TERMS = '没有从问题中找到可检索的词，请换个问法，例如“什么是仁”';

/**
 * The head of both Q&A pages: the question, the words it was searched by
 * (what the server kept after dropping 什么, 怎么, 吗 …), and the switch
 * between the answers (/wrap/questionSearch) and the books (/wrap/questionResource).
 */
export function QuestionHeader({
  question,
  terms,
  summary,
}: {
  question: string;
  terms: string[] | undefined;
  summary: string;
}) {
  return (
    <header className="question-head">
      <h2 className="question-head__question" data-testid="question-text">
        <span aria-hidden="true">问</span>
        {question}
      </h2>
      <nav className="question-head__views" aria-label="问答检索结果">
        <NavLink to={getHref.questionSearch(question)} end>
          答案段落
        </NavLink>
        <NavLink to={getHref.questionResource(question)} end>
          相关资源
        </NavLink>
      </nav>
      <p className="search-page__summary" data-testid="question-summary">
        {terms && terms.length > 0 && (
          <span className="question-head__terms" data-testid="question-terms">
            检索词
            {terms.map((term) => (
              <Tag key={term} bordered={false} color="gold">
                {term}
              </Tag>
            ))}
          </span>
        )}
        {summary}
      </p>
    </header>
  );
}
