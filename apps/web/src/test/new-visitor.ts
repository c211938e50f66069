import { vi } from 'vitest';
import { queryClient } from '../app/providers';
import { useAppStore } from '../stores/app-store';
import { clearCookies, fakeFetch, type Recorded } from './fake-server';

/**
 * A test's start as a new visitor's: no cookies, no cached answers, nobody signed in, and
 * the network answered by `answer` (fakeFetch), whose recorded requests are returned.
 */
export function asNewVisitor(answer: Parameters<typeof fakeFetch>[0]): { requests: Recorded[] } {
  clearCookies();
  queryClient.clear();
  useAppStore.getState().logout();
  const server = fakeFetch(answer);
  vi.stubGlobal('fetch', server.impl);
  return server;
}
