import { MAX_COMMENT_SCORE } from '@moyue/contracts/limits';
import { nextScoreOnClick } from '@moyue/contracts/rules';
import './comments.css';

const STARS = Array.from({ length: MAX_COMMENT_SCORE }, (_, index) => index + 1);

/** Five stars; shows a score, or sets one (spec §4: clicking the current score lowers it by one). */
export function ScoreStars({
  score,
  onChange,
  size = 'default',
}: {
  score: number;
  onChange?: (score: number) => void;
  size?: 'small' | 'default';
}) {
  if (!onChange)
    return (
      <span
        className={`score-stars score-stars--${size}`}
        role="img"
        aria-label={`${score}星`}
        data-score={score}
      >
        {STARS.map((star) => (
          <span key={star} className={star <= Math.round(score) ? 'is-on' : undefined}>
            ★
          </span>
        ))}
      </span>
    );
  return (
    <span className="score-stars score-stars--input" role="radiogroup" aria-label="评分">
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={star === score}
          aria-label={`${star}星`}
          className={star <= score ? 'is-on' : undefined}
          onClick={() => onChange(nextScoreOnClick(score, star))}
        >
          ★
        </button>
      ))}
    </span>
  );
}
