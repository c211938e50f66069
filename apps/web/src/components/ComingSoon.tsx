import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { BUILDING_MESSAGE } from '@moyue/contracts/messages';
import { paths } from '../config/paths';

/** A page whose issue has not been built yet: its real frame and a clear state, never a blank screen. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <div data-testid="coming-soon" className="coming-soon">
      <Result
        status="info"
        title={`${title} · ${BUILDING_MESSAGE}`}
        subTitle={`「${title}」页面正在建设中，敬请期待。您可以先去首页看看热门图书。`}
        extra={
          <Link to={paths.home}>
            <Button type="primary">返回首页</Button>
          </Link>
        }
      />
    </div>
  );
}
