import { Button } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../../config/paths';

export interface TrialBoundaryProps {
  contentId: string;
  trialUnits: number;
  unitName: '章' | '页';
  loggedIn: boolean;
  /** where login and binding come back to */
  returnTo: string;
  onBack: () => void;
}

/** The end of a trial reading: recommend the book for purchase, or get access (login / bind an institution). */
export function TrialBoundary({
  contentId,
  trialUnits,
  unitName,
  loggedIn,
  returnTo,
  onBack,
}: TrialBoundaryProps) {
  return (
    <section className="reader-trial-end" role="dialog" aria-label="试读结束">
      <h2>试读结束</h2>
      <p>
        您正在试读本书的前 {trialUnits} {unitName}。
        {loggedIn
          ? '所在机构开通本书或购买后可阅读全文，也可以向图书馆荐购本书。'
          : '登录并绑定已开通本书的机构后可阅读全文，也可以向图书馆荐购本书。'}
      </p>
      <div className="reader-trial-actions">
        <Link to={getHref.bookDetail(contentId)} target="_blank" rel="noopener">
          <Button type="primary">荐购本书</Button>
        </Link>
        {loggedIn ? (
          <Link to={getHref.bindOrganization(returnTo)}>
            <Button>绑定机构</Button>
          </Link>
        ) : (
          <Link to={getHref.login(returnTo)}>
            <Button>登录阅读全文</Button>
          </Link>
        )}
        <Button type="text" onClick={onBack}>
          返回上一页
        </Button>
      </div>
    </section>
  );
}
