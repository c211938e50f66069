import { z } from 'zod';

// The message calls of spec §7 (issue 4 needs the unread total for the header).

/** GET /v1/api/message/statistic (spec §7): Data.Total, the unread total (header badge, 99+ above 99). */
export const MessageStatisticSchema = z.object({ Total: z.number().int() });
export type MessageStatistic = z.infer<typeof MessageStatisticSchema>;
