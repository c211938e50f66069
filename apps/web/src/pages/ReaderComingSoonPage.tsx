import { Button, Result } from 'antd';
import { useLocation } from 'react-router';
import { BUILDING_MESSAGE } from '@moyue/contracts/messages';
import { pageName } from '../config/routes';

/** A reader route before the readers land: the full-page frame with a clear state. */
export function ReaderComingSoonPage() {
  const location = useLocation();
  const name = pageName(location.pathname) ?? '阅读器';
  return (
    <div
      data-testid="coming-soon"
      style={{ height: '100%', display: 'grid', placeItems: 'center' }}
    >
      <Result
        status="info"
        title={`${name} · ${BUILDING_MESSAGE}`}
        subTitle="在线阅读即将开放，届时可在此全屏阅读 EPUB 与 PDF 图书。"
        extra={
          <Button type="primary" onClick={() => window.close()}>
            关闭页面
          </Button>
        }
      />
    </div>
  );
}
