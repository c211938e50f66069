import { Image, Skeleton } from 'antd';
import { EmptyMessages } from '@moyue/contracts/messages';
import { useDonor } from '../api/donor';
import { ContentTile } from '../components/ContentTile';
import { UserFace } from '../components/UserFace';
import { useViewerKey } from '../viewer';

/** spec §2/§3 donor tab of an alumni donation: the donor, their certificate, words and other donations. */
export function DonorTab({ externalId }: { externalId: string }) {
  const viewer = useViewerKey();
  const donor = useDonor(externalId, viewer);
  if (donor.isPending) return <Skeleton active avatar paragraph={{ rows: 3 }} />;
  const data = donor.data;
  if (!data) return <p className="detail-empty">{EmptyMessages.Data}</p>;
  const user = data.donatetUser;
  const years = [
    user.schoolTime && `${user.schoolTime}年入校`,
    user.graduateTime && `${user.graduateTime}年毕业`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className="detail-tab donor" data-testid="donor-tab">
      <div className="donor__person">
        <UserFace face={user.userFace} name={user.realName} size={64} />
        <div className="donor__info">
          <strong className="donor__name">{user.realName}</strong>
          {user.identityType && <span className="donor__identity">{user.identityType}</span>}
          {user.educationExperience && <p>{user.educationExperience}</p>}
          {years && <p>{years}</p>}
        </div>
        {user.extendata.certificate.bigUrl && (
          <Image
            className="donor__certificate"
            width={160}
            src={user.extendata.certificate.bigUrl}
            alt="捐赠证书"
          />
        )}
      </div>
      {data.danetWords && (
        <blockquote className="donor__words">
          <span>捐赠寄语</span>
          {data.danetWords}
        </blockquote>
      )}
      {user.otherdonates.length > 0 && (
        <>
          <h3>TA的其他捐赠</h3>
          <ul className="detail-side__list donor__others">
            {user.otherdonates.map((item) => (
              <ContentTile key={item.Id} item={item} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
