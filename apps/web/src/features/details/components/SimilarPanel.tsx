import { EmptyMessages } from '@moyue/contracts/messages';
import { SIMILAR_PANEL_SIZE } from '@moyue/contracts/limits';
import { useSimilarContents } from '../api/get-similar-contents';
import { ContentTile } from './ContentTile';
import { SideBlock } from './SideBlock';
import './side-lists.css';

/** spec §2: the right panel's similar resources, 2 shown. */
export function SimilarPanel({ objectId }: { objectId: number }) {
  const similar = useSimilarContents(objectId);
  const items = (similar.data?.ItemList ?? []).slice(0, SIMILAR_PANEL_SIZE);
  return (
    <SideBlock title="相似资源" pending={similar.isPending} empty={items.length === 0}>
      <ul className="detail-side__list" data-testid="similar-list">
        {items.map((item) => (
          <ContentTile key={item.Id} item={item} subtitle={item.Author || EmptyMessages.Missing} />
        ))}
      </ul>
    </SideBlock>
  );
}
