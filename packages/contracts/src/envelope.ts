import { z } from 'zod';

/** Every answer of the API (spec §3 'Envelope of calls'). */
export interface Envelope<T> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
  /** Failures only: the request's id (X-Request-Id), to find it in the server's logs. */
  RequestId?: string;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    Success: z.boolean(),
    Data: data,
    Code: z.number().int(),
    Description: z.string(),
  });

/** A paged list as the wire carries it (ItemList + RecordCount). */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ ItemList: z.array(item), RecordCount: z.number().int() });

/** What a business failure carries: Success false, no Data. */
export const failureEnvelopeSchema = z.object({
  Success: z.literal(false),
  Data: z.null(),
  Code: z.number().int(),
  Description: z.string(),
  RequestId: z.string().optional(),
});

/** A call's answer as documented and serialised: its success envelope or a failure envelope. */
export const apiResponseSchema = <T extends z.ZodType>(data: T) =>
  z.union([envelopeSchema(data), failureEnvelopeSchema]);
