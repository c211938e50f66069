import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SpecialPaths,
  type ElectPrecedenceData,
  type ElectPrecedenceInput,
} from '@moyue/contracts/api/special';
import { apiClient } from '../../../api/api-client';

/** GET paper-elect/precedence: the ranking with its reasons (librarians and editors). */
export const getElectPrecedence = (params: ElectPrecedenceInput) =>
  apiClient.get<ElectPrecedenceData>(SpecialPaths.ElectPrecedence, params);

export const electPrecedenceQueryOptions = (params: ElectPrecedenceInput) =>
  queryOptions({
    queryKey: ['special', 'elect', 'precedence', params],
    queryFn: () => getElectPrecedence(params),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const useElectPrecedence = (params: ElectPrecedenceInput, enabled = true) =>
  useQuery({ ...electPrecedenceQueryOptions(params), enabled });
