import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  JobAdminPaths,
  type JobEnqueued,
  type JobItem,
  type JobList,
} from '@moyue/contracts/api/jobs-admin';
import { apiClient } from '../../../api/api-client';

/** How often the 任务 tab looks again while a job is queued or running. */
export const JOBS_REFRESH_MS = 2_000;

const busy = (list: JobList | undefined) =>
  (list?.ItemList ?? []).some((job) => job.State === 'queued' || job.State === 'running');

/** The background jobs, newest first ('' every state); refreshed while one is under way. */
export const adminJobsQueryOptions = (state: string, cp: number) =>
  queryOptions({
    queryKey: ['admin', 'jobs', state, cp],
    queryFn: () => apiClient.get<JobList>(JobAdminPaths.list, { state, cp, ps: 20 }),
    staleTime: 0,
    refetchInterval: (query) => (busy(query.state.data) ? JOBS_REFRESH_MS : false),
  });
export const useAdminJobs = (state: string, cp: number) =>
  useQuery(adminJobsQueryOptions(state, cp));

/** 重试 of a failed job, and an upload queued for import. */
export function useAdminJobWrite() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'jobs'] });
  const retry = useMutation({
    mutationFn: (id: string) => apiClient.post<JobItem>(JobAdminPaths.retry, { id }),
    onSuccess: refresh,
  });
  const importBook = useMutation({
    mutationFn: (input: {
      fileName: string;
      file: string;
      audioName?: string | undefined;
      audio?: string | undefined;
      free: boolean;
    }) => apiClient.post<JobEnqueued>(JobAdminPaths.importBook, input),
    onSuccess: refresh,
  });
  return { retry, importBook };
}
