import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { FeedbackProvider } from '../components/feedback/FeedbackProvider';
import { THEME } from './theme';
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

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={zhCN} theme={THEME}>
        <FeedbackProvider>
          <div className="app-root">{children}</div>
        </FeedbackProvider>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
