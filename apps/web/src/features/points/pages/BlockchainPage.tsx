import { Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { getHref, paths } from '../../../config/paths';
import { useCertificates } from '../api/card-certificates';
import { CertificateCard } from '../components/CertificateCard';
import './points.css';
import './certificates.css';

/**
 * blockchain (spec §2): my rare digital book cards as verifiable
 * certificates — each signed by the platform key over its holder (masked),
 * book list and time — with a link to the public verification page.
 */
export function BlockchainPage() {
  const certificates = useCertificates();
  const items = certificates.data?.ItemList ?? [];
  return (
    <section className="points-page" data-testid="blockchain-page">
      <header className="points-page__head">
        <h2>书卡存证</h2>
        <Link to={paths.myCard}>卡包</Link>
      </header>
      <p className="cert-intro">
        每张稀有数字书卡都有一份由平台私钥签名的证书：签名覆盖持有人（已脱敏）、书单与获得时间的规范化
        JSON。任何人都可在验证页用平台公钥核对，内容被改动一个字就会验证失败。
      </p>
      {certificates.isPending ? (
        <Skeleton active />
      ) : items.length === 0 ? (
        <Empty description="暂无数据！读完活动主题书单获得稀有数字书卡后，这里会出现它的证书" />
      ) : (
        items.map((certificate) => (
          <CertificateCard
            key={certificate.CertificateId}
            certificate={certificate}
            footer={
              <Link
                to={getHref.cardVerify(certificate.CertificateId)}
                target="_blank"
                className="cert-card__verify"
                data-testid="verify-link"
              >
                公开验证 →
              </Link>
            }
          />
        ))
      )}
      {certificates.data ? (
        <details className="cert-key">
          <summary>平台公钥（{certificates.data.PublicKey.KeyId}）</summary>
          <Typography.Paragraph copyable className="cert-card__mono">
            {certificates.data.PublicKey.PublicKeyPem}
          </Typography.Paragraph>
        </details>
      ) : null}
    </section>
  );
}
