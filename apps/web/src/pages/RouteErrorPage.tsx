import { Button, Result } from 'antd';

/** Shown when a page fails to render or its code fails to load (e.g. after a deployment). */
export function RouteErrorPage() {
  return (
    <Result
      status="500"
      title="页面出错了"
      subTitle="页面加载失败，请刷新后重试。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
