import { CoverCard, type CoverCardContent } from '../../../components/cover-card/CoverCard';

/** A home shelf's row of cover cards. */
export function ShelfRow({ items }: { items: readonly CoverCardContent[] }) {
  return (
    <div className="home-shelf__row">
      {items.map((item) => (
        <CoverCard key={item.Id} content={item} />
      ))}
    </div>
  );
}
