import { Button, Result } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import '../reader.css';

/**
 * A reader address without the book (spec §2: the readers take `id`): says
 * what happened and offers a way back instead of a bare parameter error or a
 * spinner that never ends.
 */
export function ReaderMissingBook() {
  const navigate = useNavigate();
  const { key } = useLocation();
  // A reader opens in a new tab (spec §2), where there is often no page of ours to go back to
  // (the router's first entry has the key 'default'): then back leads home.
  const back = () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(paths.home);
  };
  return (
    <div className="reader-missing" data-testid="reader-missing-book">
      <Result
        status="warning"
        title="没有找到要阅读的图书"
        subTitle="这个阅读地址缺少图书编号，无法打开阅读器。请回到图书详情页或搜索结果，重新点击“立即阅读”。"
        extra={[
          <Button key="home" type="primary" onClick={() => void navigate(paths.home)}>
            返回首页
          </Button>,
          <Button key="back" onClick={back}>
            返回上一页
          </Button>,
        ]}
      />
    </div>
  );
}
