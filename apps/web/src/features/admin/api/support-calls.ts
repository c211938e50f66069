import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SupportPaths,
  type ProblemItem,
  type ProblemList,
  type TicketDetail,
  type TicketList,
} from '@moyue/contracts/api/support';
import { apiClient } from '../../../api/api-client';

/** The console's lists: every reader's reports and tickets, by state ('' all, '0' open, '1' answered). */
export const adminProblemsQueryOptions = (state: string, cp: number) =>
  queryOptions({
    queryKey: ['admin', 'support', 'problems', state, cp],
    queryFn: () => apiClient.get<ProblemList>(SupportPaths.AdminProblems, { state, cp, ps: 20 }),
    staleTime: 0,
  });
export const useAdminProblems = (state: string, cp: number) =>
  useQuery(adminProblemsQueryOptions(state, cp));

export const adminTicketsQueryOptions = (state: string, cp: number) =>
  queryOptions({
    queryKey: ['admin', 'support', 'tickets', state, cp],
    queryFn: () => apiClient.get<TicketList>(SupportPaths.AdminTickets, { state, cp, ps: 20 }),
    staleTime: 0,
  });
export const useAdminTickets = (state: string, cp: number) =>
  useQuery(adminTicketsQueryOptions(state, cp));

export const useAdminTicket = (id: number | null) =>
  useQuery({
    queryKey: ['admin', 'support', 'ticket', id],
    queryFn: () => apiClient.get<TicketDetail>(SupportPaths.AdminTicketDetail, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });

/** Answers a report or replies in a ticket (audited on the server; the reader gets a message). */
export function useAdminSupportWrite() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const answer = useMutation({
    mutationFn: (input: { id: number; answer: string }) =>
      apiClient.post<ProblemItem>(SupportPaths.AdminProblemAnswer, input),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: (input: { id: number; contents: string }) =>
      apiClient.post<TicketDetail>(SupportPaths.AdminTicketReply, input),
    onSuccess: refresh,
  });
  return { answer, reply };
}
