import { queryOptions, useQuery } from '@tanstack/react-query';
import { CuratedPaths, type EducationIndex } from '@moyue/contracts/api/curated';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/education/index: courses (107) by level-1 category. */
export const getEducationIndex = () => apiClient.get<EducationIndex>(CuratedPaths.education);
export const educationQueryOptions = () =>
  queryOptions({ queryKey: ['curated', 'education'], queryFn: getEducationIndex });
export const useEducationIndex = () => useQuery(educationQueryOptions());
