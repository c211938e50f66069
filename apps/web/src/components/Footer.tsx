import { Link } from 'react-router';
import { getHref, paths } from '../config/paths';
import './footer.css';

function QrBox({ label }: { label: string }) {
  // A drawn placeholder: the real codes are issued by the operator and configured later.
  return (
    <figure className="site-footer__qr">
      <svg viewBox="0 0 21 21" width="84" height="84" role="img" aria-label={label}>
        <rect width="21" height="21" fill="#fff" />
        {[0, 14].map((x) =>
          [0, 14].map((y) =>
            x === 14 && y === 14 ? null : (
              <g key={`${x}-${y}`}>
                <rect x={x} y={y} width="7" height="7" fill="#1f2a44" />
                <rect x={x + 1} y={y + 1} width="5" height="5" fill="#fff" />
                <rect x={x + 2} y={y + 2} width="3" height="3" fill="#1f2a44" />
              </g>
            ),
          ),
        )}
        <text x="10.5" y="17.5" fontSize="3" textAnchor="middle" fill="#8c2f1b">
          墨阅
        </text>
      </svg>
      <figcaption>{label}</figcaption>
    </figure>
  );
}

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
          <p>公司地址：北京市海淀区墨香路 1 号墨阅大厦（演示地址）</p>
          <p>
            <span>京ICP备00000000号-1（演示）</span>
            <span>京公网安备 11010800000000 号（演示）</span>
            <span className="site-footer__badge">出版物经营许可证（演示）</span>
            <span className="site-footer__badge">网络文化经营许可证（演示）</span>
          </p>
          <p className="site-footer__disclaimer">
            免责声明：本平台所有资源均来自出版单位及公有领域典籍，版权归原作者及出版单位所有。
          </p>
        </div>
        <div className="site-footer__codes">
          <QrBox label="墨阅 App" />
          <QrBox label="微信公众号" />
        </div>
      </div>
    </footer>
  );
}
