import { Typography } from 'antd';
import type { CardCertificate } from '@moyue/contracts/api/card-certificate';

/** A card's certificate: what it states and its signature. */
export function CertificateCard({
  certificate,
  footer,
}: {
  certificate: CardCertificate;
  footer?: React.ReactNode;
}) {
  return (
    <article className="cert-card" data-testid="certificate">
      <header className="cert-card__head">
        <span className="points-card__badge">稀有</span>
        <h3>{certificate.CardTitle}</h3>
      </header>
      <dl className="cert-card__facts">
        <dt>持有人</dt>
        <dd>{certificate.Holder}</dd>
        <dt>阅读活动</dt>
        <dd>{certificate.ActivityTitle}</dd>
        <dt>主题书单</dt>
        <dd>
          《{certificate.ListTitle}》：
          {certificate.Books.map((book) => `《${book.Title}》`).join('、')}
        </dd>
        <dt>获得时间</dt>
        <dd>{certificate.EarnedTime}</dd>
        <dt>证书编号</dt>
        <dd className="cert-card__mono">{certificate.CertificateId}</dd>
        <dt>签名（Ed25519）</dt>
        <dd>
          <Typography.Text className="cert-card__mono" copyable={{ text: certificate.Signature }}>
            {certificate.Signature}
          </Typography.Text>
        </dd>
        <dt>密钥编号</dt>
        <dd className="cert-card__mono">{certificate.KeyId}</dd>
      </dl>
      {footer}
    </article>
  );
}
