import { Link } from 'react-router';
import { FollowTargetType } from '@moyue/contracts/api/press';
import { FollowButton } from '../../../components/follow-button/FollowButton';
import { getHref } from '../../../config/paths';
import { useFindPress } from '../api/find-press';

/** A book's publisher: a link to its shop (spec §2 /press/index?id=) and follow, when it has one. */
export function PressLink({ name }: { name: string }) {
  const found = useFindPress(name);
  const press = found.data?.ItemList[0];
  if (!press) return <>{name}</>;
  return (
    <>
      <Link to={getHref.press(press.Id)} data-testid="detail-press-link">
        {name}
      </Link>
      <FollowButton
        targetType={FollowTargetType.Press}
        targetId={String(press.Id)}
        size="small"
        inline
      />
    </>
  );
}
