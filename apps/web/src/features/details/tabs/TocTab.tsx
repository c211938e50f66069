import { FloatButton, Skeleton, Tooltip } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { ContentDetail } from '@moyue/contracts/api/catalog';
import type { ReadingRights, TocNode } from '@moyue/contracts/api/reading';
import { decodeHtmlEntities } from '@moyue/contracts/format-text';
import { BACK_TO_TOP_THRESHOLD_PX } from '@moyue/contracts/ui-constants';
import { EmptyMessages } from '@moyue/contracts/messages';
import { useTableOfContents } from '../../../api/table-of-contents';
import { readerHref } from '../components/ReadButton';
import { useViewerKey } from '../viewer';
import { LOCKED_HINT, LessonMedia } from './FileLink';
import './contents.css';

function TocItem({
  node,
  detail,
  isCourse,
}: {
  node: TocNode;
  detail: ContentDetail;
  isCourse: boolean;
}) {
  const title = decodeHtmlEntities(node.Title);
  const heading = node.IsLock ? (
    // spec §5: locked nodes cannot be opened (the server refuses them too).
    <Tooltip title={LOCKED_HINT}>
      <span className="toc-node__title" aria-disabled="true" data-locked="true">
        <LockOutlined aria-label="已锁定" /> {title}
      </span>
    </Tooltip>
  ) : isCourse ? (
    <span className="toc-node__title">{title}</span>
  ) : (
    <a
      className="toc-node__title"
      href={readerHref(detail, { tocValue: String(node.Id) })}
      target="_blank"
      rel="noopener"
    >
      {title}
    </a>
  );
  return (
    <li className={`toc-node${node.IsLock ? ' toc-node--locked' : ''}`} data-testid="toc-node">
      {isCourse && node.MultimediaFiles.length > 0 ? (
        // A lesson: its title, then its videos to play with their length.
        <div className="toc-lesson">
          {heading}
          <span className="toc-lesson__media">
            {node.MultimediaFiles.map((file) => (
              <LessonMedia key={file.Id} file={file} />
            ))}
          </span>
        </div>
      ) : (
        heading
      )}
      {node.Childs.length > 0 && (
        <ul>
          {node.Childs.map((child) => (
            <TocItem key={child.Id} node={child} detail={detail} isCourse={isCourse} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * spec §2 table of contents (a course's lessons): the tree with lock state,
 * '暂无目录', and a back-to-top button beyond 600 px while the tab is open.
 */
/**
 * What a book's trial holds (issue 13 item 7): the trial is counted by text
 * on the server, so the note names its units and their share of the book's
 * characters; a book whose units hold no text keeps the percentage.
 */
export function bookTrialNote(
  rights: Pick<
    ReadingRights,
    'AllowReadPercentage' | 'TrialUnits' | 'MediaType' | 'TrialTextPercent'
  >,
): string {
  if (rights.TrialTextPercent === undefined)
    return `试读范围：前 ${rights.AllowReadPercentage}% 内容`;
  const unit = rights.MediaType === 'pdf' ? '页' : '章';
  return `试读：前 ${rights.TrialUnits} ${unit}（约全书 ${rights.TrialTextPercent}% 的文字）`;
}

export function TocTab({
  detail,
  isCourse,
  active,
}: {
  detail: ContentDetail;
  isCourse: boolean;
  active: boolean;
}) {
  const viewer = useViewerKey();
  const toc = useTableOfContents(detail.Id, viewer, detail.ExternalId);
  const nodes = toc.data?.ItemList ?? [];
  return (
    <div className="detail-tab toc" data-testid="toc-tab">
      {toc.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : nodes.length === 0 ? (
        <p className="detail-empty">{EmptyMessages.Toc}</p>
      ) : (
        <>
          {toc.data?.IsTrial &&
            (isCourse ? (
              <p className="toc__trial">
                试看范围：前 {toc.data.TrialUnits} 讲（共 {toc.data.UnitCount} 讲），带{' '}
                <LockOutlined /> 的课时需获取观看权限
              </p>
            ) : (
              <p className="toc__trial">
                {bookTrialNote(toc.data)}，带 <LockOutlined /> 的章节需获取阅读权限
              </p>
            ))}
          <ul className="toc__tree">
            {nodes.map((node) => (
              <TocItem key={node.Id} node={node} detail={detail} isCourse={isCourse} />
            ))}
          </ul>
        </>
      )}
      {active && (
        <FloatButton.BackTop visibilityHeight={BACK_TO_TOP_THRESHOLD_PX} tooltip="返回顶部" />
      )}
    </div>
  );
}
