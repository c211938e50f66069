import { queryOptions, useQuery } from '@tanstack/react-query';
import { PointsPaths, type TicketListData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/** GET /v1/api/user-ticket/list (ours): the card wallet and the activities under way. */
export const listTickets = () => apiClient.get<TicketListData>(PointsPaths.TicketList);

export const ticketListQueryOptions = () =>
  queryOptions({ queryKey: ['points', 'tickets'], queryFn: listTickets });

export const useTicketList = () => useQuery(ticketListQueryOptions());
