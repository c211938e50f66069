import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { FeedbackProvider } from '../components/feedback/FeedbackProvider';
import './app-root.css';

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

/** One theme: ink and cinnabar, CJK fonts first (app-root.css repeats the font for the page's own text). */
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
        <FeedbackProvider>
          <div className="app-root">{children}</div>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
