import { Link } from 'react-router';
import { getHref, paths } from '../config/paths';
import { LicenceBadge } from './LicenceBadge';
import { QrPlaceholder } from './QrPlaceholder';
import './footer.css';

/** Demo operator details: a real deployment configures its own (the numbers are marked 演示). */
const LICENCES = [
  { title: '出版物经营许可证', number: '新出发京零字第演示0001号' },
  { title: '网络文化经营许可证', number: '京网文〔演示〕0000-000号' },
  { title: '增值电信业务经营许可证', number: '京B2-演示000000' },
] as const;

/** spec §2 'Footer': links, address, filing numbers, licences, QR codes and the disclaimer. */
export function Footer() {
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__main">
          <nav className="site-footer__links" aria-label="页脚导航">
            <Link to={getHref.staticPage(2)}>关于我们</Link>
            <Link to={getHref.staticPage(3)}>联系我们</Link>
            <Link to={getHref.staticPage(4)}>商务合作</Link>
            <Link to={paths.privacy}>隐私政策</Link>
          </nav>
          <p>公司地址：北京市海淀区墨香路 1 号墨阅大厦 8 层（演示地址） 邮编：100080</p>
          <p>
            <span>京ICP备00000000号-1（演示）</span>
            <span>京公网安备11010800000000号（演示）</span>
            <span>客服电话：400-000-0000（工作日 9:00–18:00）</span>
          </p>
          <div className="site-footer__licences" aria-label="经营许可">
            {LICENCES.map((licence) => (
              <LicenceBadge key={licence.title} {...licence} />
            ))}
          </div>
          <p className="site-footer__disclaimer">
            免责声明：本平台所有资源均来自出版单位，版权归原作者及出版单位所有。如有疑问，请联系我们。
          </p>
          <p className="site-footer__copyright">© 2026 墨阅知识服务平台 版权所有</p>
        </div>
        <div className="site-footer__codes">
          <QrPlaceholder label="墨阅 App" hint="扫码下载客户端" />
          <QrPlaceholder label="微信公众号" hint="关注获取新书资讯" />
        </div>
      </div>
    </footer>
  );
}
