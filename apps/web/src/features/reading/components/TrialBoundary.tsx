import { Button } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';

/** The server's word for a node beyond the trial (tableofcontent/content refuses it with the same). */
export const LOCKED_CHAPTER_TITLE = '该章节不在试读范围内';

export interface TrialBoundaryProps {
  contentId: string;
  trialUnits: number;
  unitName: '章' | '页' | '节';
  loggedIn: boolean;
  /** where login and binding come back to */
  returnTo: string;
  /**
   * 'end': the reader turned past the trial; 'locked': the address (a search
   * hit, a link) asked for a place beyond it — the reader opened the trial instead.
   */
  reason?: 'end' | 'locked';
  /** the chapter asked for (reason 'locked') */
  chapterTitle?: string;
  onBack: () => void;
}

/**
 * Where the trial stops: why, and the ways to the whole book this viewer has
 * (those the detail page offers: recommend it for purchase, sign in, bind an
 * institution). It covers the reader's page (ReaderShell hides the page under
 * it), so it never sits over readable text.
 */
export function TrialBoundary({
  contentId,
  trialUnits,
  unitName,
  loggedIn,
  returnTo,
  reason = 'end',
  chapterTitle,
  onBack,
}: TrialBoundaryProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the explanation, not on the hidden page.
  useEffect(() => heading.current?.focus(), [reason]);
  const locked = reason === 'locked';
  const access = loggedIn
    ? '所在机构开通本书或购买后可阅读全文，也可以向图书馆荐购本书。'
    : '登录并绑定已开通本书的机构后可阅读全文，也可以向图书馆荐购本书。';
  return (
    <section
      className="reader-trial-end"
      role="dialog"
      aria-labelledby={titleId}
      data-testid={locked ? 'reader-locked-notice' : 'reader-trial-end'}
    >
      <div className="reader-trial-card">
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {locked ? LOCKED_CHAPTER_TITLE : '试读结束'}
        </h2>
        {locked && chapterTitle ? <p className="reader-trial-chapter">「{chapterTitle}」</p> : null}
        <p>
          {locked
            ? `本书可试读前 ${trialUnits} ${unitName}，`
            : `您正在试读本书的前 ${trialUnits} ${unitName}。`}
          {access}
        </p>
        <div className="reader-trial-actions">
          <Link to={getHref.bookDetail(contentId)} target="_blank" rel="noopener">
            <Button type="primary">荐购本书</Button>
          </Link>
          {loggedIn ? (
            <Link to={getHref.bindOrganization(returnTo)}>
              <Button>绑定机构</Button>
            </Link>
          ) : (
            <Link to={getHref.login(returnTo)}>
              <Button>登录阅读全文</Button>
            </Link>
          )}
          <Button type="text" onClick={onBack}>
            {locked ? '先读试读部分' : '返回上一页'}
          </Button>
        </div>
      </div>
    </section>
  );
}
