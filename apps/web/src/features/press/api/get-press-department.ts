import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PressPaths, type PressDepartmentData } from '@moyue/contracts/api/press';
import { apiClient } from '../../../api/api-client';

export interface PressDepartmentInput {
  id: string;
  cp: number;
  ps: number;
}

/** GET /v1/api/press/department (ours): a department and a page of its books. */
export const getPressDepartment = (input: PressDepartmentInput) =>
  apiClient.get<PressDepartmentData>(PressPaths.Department, { ...input });

export const pressDepartmentQueryOptions = (input: PressDepartmentInput) =>
  queryOptions({
    queryKey: ['press', 'department', input],
    queryFn: () => getPressDepartment(input),
    placeholderData: keepPreviousData,
    enabled: input.id !== '',
  });

export const usePressDepartment = (input: PressDepartmentInput) =>
  useQuery(pressDepartmentQueryOptions(input));
