import { EmptyMessages } from '@moyue/contracts/messages';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';

/** spec §2 abstracts tab: the decoded abstract as text, '暂无简介' without one. */
export function AbstractTab({ detail, abstracts }: { detail: ContentDetail; abstracts: string }) {
  const remark = decodeHtmlEntities(detail.Remark).trim();
  return (
    <div className="detail-tab detail-abstract" data-testid="abstract-tab">
      {abstracts ? <p>{abstracts}</p> : <p className="detail-empty">{EmptyMessages.Abstract}</p>}
      {remark && (
        <>
          <h3>编辑推荐</h3>
          <p>{remark}</p>
        </>
      )}
    </div>
  );
}
