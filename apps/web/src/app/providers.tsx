import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { ApiError } from '../api/api-error';
import 'dayjs/locale/zh-cn';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      // A network failure is tried once more; a refusal the server gave (ApiError) stands.
      retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
      refetchOnWindowFocus: false,
    },
  },
});

/** One theme: ink and cinnabar, CJK fonts first. */
const theme = {
  token: {
    colorPrimary: '#8c2f1b',
    colorLink: '#1f2a44',
    colorInfo: '#3a4a6b',
    borderRadius: 6,
    fontFamily:
      "-apple-system, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei', sans-serif",
  },
};

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
