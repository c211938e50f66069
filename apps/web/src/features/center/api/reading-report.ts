import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CenterPaths, type ReadingReport } from '@moyue/contracts/api/center';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/history/reading-report (ours): 阅读年报 of a year (undefined: this year). */
export const getReadingReport = (year: number | undefined) =>
  apiClient.get<ReadingReport>(CenterPaths.ReadingReport, year ? { year } : {});

export const readingReportQueryOptions = (year: number | undefined) =>
  queryOptions({
    queryKey: ['center', 'reading-report', year ?? 'this'],
    queryFn: () => getReadingReport(year),
    placeholderData: keepPreviousData,
  });

export const useReadingReport = (year: number | undefined) =>
  useQuery(readingReportQueryOptions(year));
