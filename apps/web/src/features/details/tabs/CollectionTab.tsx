import type { CollectionOrganization } from '@moyue/contracts/api/engagement';
import './contents.css';

/** spec §2 collection institutions tab (shown only when some institution holds the item). */
export function CollectionTab({ organizations }: { organizations: CollectionOrganization[] }) {
  return (
    <ul className="detail-tab collection-list" data-testid="collection-tab">
      {organizations.map((organization) => (
        <li key={organization.Id}>{organization.Title}</li>
      ))}
    </ul>
  );
}
