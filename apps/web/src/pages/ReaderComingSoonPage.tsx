import { Button, Result, Space } from 'antd';
import { Link, useLocation } from 'react-router';
import { BUILDING_MESSAGE } from '@moyue/contracts/messages';
import { paths } from '../config/paths';
import { pageName } from '../config/routes';

/** A reader route before the readers land: the full-page reader frame (toolbar, page area) with a clear state. */
export function ReaderComingSoonPage() {
  const location = useLocation();
  const name = pageName(location.pathname) ?? '阅读器';
  return (
    <div className="reader-frame" data-testid="reader-frame">
      <header className="reader-frame__bar">
        <Link to={paths.home} className="reader-frame__brand" aria-label="墨阅首页">
          <span className="brand__seal reader-frame__seal">墨</span>
          <span>墨阅 · {name}</span>
        </Link>
        <span className="reader-frame__tools" aria-hidden>
          {['目录', '书签', '笔记', '字号'].map((tool) => (
            <span key={tool}>{tool}</span>
          ))}
        </span>
      </header>
      <main className="reader-frame__page" data-testid="coming-soon">
        <Result
          status="info"
          title={`${name} · ${BUILDING_MESSAGE}`}
          subTitle="在线阅读即将开放，届时可在此全屏阅读 EPUB 与 PDF 图书。"
          extra={
            <Space>
              <Link to={paths.home}>
                <Button type="primary">返回首页</Button>
              </Link>
              <Button onClick={() => window.close()}>关闭页面</Button>
            </Space>
          }
        />
      </main>
    </div>
  );
}
