import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  SupportPaths,
  type TicketCreateInput,
  type TicketDetail,
  type TicketList,
} from '@moyue/contracts/api/support';
import { apiClient } from '../../../api/api-client';

export const TICKET_PAGE_SIZE = 10;

/** GET /v1/api/service-ticket/list: my tickets, latest activity first. */
export const listTickets = (cp: number) =>
  apiClient.get<TicketList>(SupportPaths.TicketList, {
    cp: String(cp),
    ps: String(TICKET_PAGE_SIZE),
  });
export const ticketListQueryOptions = (cp: number) =>
  queryOptions({
    queryKey: ['support', 'tickets', cp],
    queryFn: () => listTickets(cp),
    placeholderData: keepPreviousData,
  });
export const useTicketList = (cp: number) => useQuery(ticketListQueryOptions(cp));

/** GET /v1/api/service-ticket/detail: one of my tickets with its messages. */
export const getTicket = (id: number) =>
  apiClient.get<TicketDetail>(SupportPaths.TicketDetail, { id: String(id) });
export const ticketQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ['support', 'ticket', id],
    queryFn: () => getTicket(id ?? 0),
    enabled: id !== null,
  });
export const useTicket = (id: number | null) => useQuery(ticketQueryOptions(id));

/** POST /v1/api/service-ticket/create (subject, contents) and /reply (id, contents). */
export function useTicketWrite() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['support'] });
  const open = useMutation({
    mutationFn: (input: TicketCreateInput) =>
      apiClient.post<{ Id: number }>(SupportPaths.TicketCreate, input),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: (input: { id: number; contents: string }) =>
      apiClient.post<null>(SupportPaths.TicketReply, {
        id: String(input.id),
        contents: input.contents,
      }),
    onSuccess: refresh,
  });
  return { open, reply };
}
