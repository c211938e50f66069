import { PointsPaths, type TicketNoticeData } from '@moyue/contracts/api/points';
import { apiClient } from '../../../api/api-client';

/**
 * spec §7 GET /v1/api/user-ticket/notice (activityId; 0: every activity): a
 * truthy Data shows the rare-card modal. spec §8.2: its errors are swallowed.
 */
export async function askTicketNotice(activityId = '0'): Promise<TicketNoticeData> {
  try {
    return await apiClient.get<TicketNoticeData>(PointsPaths.TicketNotice, { activityId });
  } catch {
    return null;
  }
}
