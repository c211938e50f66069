import { CoverImage } from '../../../components/cover-image/CoverImage';
import { useAppStore, selectOrganizationInfo } from '../../../stores/app-store';
import { useReadingLists } from '../api/side-lists';
import { SideBlock } from './SideBlock';
import './side-lists.css';

/** spec §7 right panel: reading lists recommended by the institution (recommendbooklist/list, ps 2). */
export function ReadingListsPanel({ objectId }: { objectId: number }) {
  const organizationId = useAppStore(
    (state) => state.organization?.Id ?? selectOrganizationInfo(state)?.Id,
  );
  const lists = useReadingLists(objectId, organizationId ? String(organizationId) : undefined);
  const items = lists.data?.ItemList ?? [];
  return (
    <SideBlock title="推荐书单" pending={lists.isPending} empty={items.length === 0}>
      <ul className="reading-lists" data-testid="reading-lists">
        {items.map((list) => (
          <li key={list.Id}>
            {list.CoverUrl ? (
              <CoverImage src={list.CoverUrl} alt={list.Title} sizes="64px" />
            ) : (
              <span className="detail-side__blank">{list.Title}</span>
            )}
            <div>
              <strong>{list.Title}</strong>
              <small>共{list.ContentCount}本</small>
              {list.Description && <p>{list.Description}</p>}
            </div>
          </li>
        ))}
      </ul>
    </SideBlock>
  );
}
