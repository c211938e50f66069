import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundPage() {
  return (
    <Result
      status="404"
      title="页面不存在"
      subTitle="您访问的页面不存在或已被移除。"
      extra={
        <Link to={paths.home}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
