import { useState } from 'react';
import { Skeleton } from 'antd';
import { EmptyMessages } from '@moyue/contracts/messages';
import { LazyImageViewer } from '../../../components/LazyImageViewer';
import { useDonor } from '../api/donor';
import { ContentTile } from '../components/ContentTile';
import { UserFace } from '../components/UserFace';
import { useViewerKey } from '../viewer';
import '../components/side-lists.css';
import './donor.css';

/** spec §2/§3 donor tab of an alumni donation: the donor, their certificate, words and other donations. */
export function DonorTab({ externalId }: { externalId: string }) {
  const viewer = useViewerKey();
  const donor = useDonor(externalId, viewer);
  const [viewingCertificate, setViewingCertificate] = useState(false);
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
          // spec §2: the certificate opens in the shared image viewer (zoom, rotate, restore, close).
          <button
            type="button"
            className="donor__certificate"
            onClick={() => setViewingCertificate(true)}
            aria-label="查看捐赠证书"
          >
            <img src={user.extendata.certificate.bigUrl} alt="捐赠证书" width={160} />
          </button>
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
      {user.extendata.certificate.bigUrl && (
        <LazyImageViewer
          src={user.extendata.certificate.bigUrl}
          alt="捐赠证书"
          open={viewingCertificate}
          onClose={() => setViewingCertificate(false)}
        />
      )}
    </div>
  );
}
