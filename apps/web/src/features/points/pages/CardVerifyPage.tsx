import { Alert, Empty, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error';
import { useVerifyCertificate } from '../api/card-certificates';
import { CertificateCard } from '../components/CertificateCard';
import './points.css';
import './certificates.css';

/**
 * /cardVerify?id=… (public): the server verifies a card certificate's
 * signature again and answers 验证通过 or 验证失败; the platform's public key
 * is published here so anyone can check it themselves.
 */
export function CardVerifyPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const check = useVerifyCertificate(id);
  if (id === '') return <Empty className="cert-verify" description="请提供证书编号" />;
  return (
    <section className="points-page cert-verify" data-testid="card-verify-page">
      <header className="points-page__head">
        <h2>稀有数字书卡 · 证书验证</h2>
      </header>
      {check.isPending ? (
        <Skeleton active />
      ) : check.error ? (
        <Result
          status="404"
          title={check.error instanceof ApiError ? check.error.description : '验证失败'}
        />
      ) : (
        <>
          <Alert
            type={check.data.Valid ? 'success' : 'error'}
            showIcon
            message={check.data.Verdict}
            description={
              check.data.Valid
                ? '签名与平台公钥相符，证书内容未被改动。'
                : '签名与证书内容不符：证书可能被篡改，或不是本平台签发。'
            }
            data-testid="verify-verdict"
          />
          <CertificateCard certificate={check.data.Certificate} />
          <h3 className="points-page__sub">平台公钥</h3>
          <p className="cert-intro">
            算法 {check.data.PublicKey.Algorithm}，密钥编号 {check.data.PublicKey.KeyId}
            。被签名的内容是下面这段 JSON 的 UTF-8 字节。
          </p>
          <Typography.Paragraph copyable className="cert-card__mono cert-pre">
            {check.data.PublicKey.PublicKeyPem}
          </Typography.Paragraph>
          <Typography.Paragraph copyable className="cert-card__mono cert-pre">
            {check.data.Certificate.Payload}
          </Typography.Paragraph>
        </>
      )}
    </section>
  );
}
