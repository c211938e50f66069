import { Tag } from 'antd';
import type { CuratedItem } from '@moyue/contracts/api/curated';
import { CoverCard } from '../../../components/cover-card/CoverCard';

/** Items as covers; a note under each when asked, a 已拥有 mark on what the reader holds. */
export function ItemGrid({
  items,
  showNotes = false,
  showOwned = false,
}: {
  items: CuratedItem[];
  showNotes?: boolean;
  showOwned?: boolean;
}) {
  const wide = items.length > 0 && items.every((item) => item.ObjectType === 107);
  return (
    <div className={wide ? 'curated-grid is-wide' : 'curated-grid'}>
      {items.map((item) => (
        <div key={item.Id} className="curated-owned-wrap" data-testid="curated-item">
          {showOwned && item.IsOrdered && (
            <Tag color="green" className="curated-owned">
              已拥有
            </Tag>
          )}
          <CoverCard
            content={item}
            extra={
              showNotes && item.Note ? (
                <span className="curated-note-small">{item.Note}</span>
              ) : undefined
            }
          />
        </div>
      ))}
    </div>
  );
}
