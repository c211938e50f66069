import { z } from 'zod';
import { ContentIdSchema } from './catalog.ts';
import { ID_MAX } from './form-fields.ts';

// Issue 18, beyond the spec: a work with both an e-book and an audio edition
// (the demo's machine-read classics) — 'continue listening from where you
// read' and back. Each audio file knows where it lies in the e-book's text
// (chapter and character offset); positions are mapped through that.

export const CompanionPaths = {
  /** GET ?objectId= → the other edition of the work, or null Data */
  Edition: '/v1/api/companion/edition',
  /** GET ?objectId=&process=&fileId= → that position in the other edition */
  Position: '/v1/api/companion/position',
} as const;

export const CompanionMessages = {
  /** the item has no edition of the other kind */
  NoCompanion: '该资源没有对应的电子书或有声版',
  /** a reading position after the last passage the audio book reads */
  NotRecorded: '读到的位置之后暂无有声内容，将从最后一集开始',
} as const;

export const CompanionEditionParamsSchema = z.object({ objectId: ContentIdSchema });
export type CompanionEditionInput = z.input<typeof CompanionEditionParamsSchema>;

export const CompanionEditionDataSchema = z
  .object({
    ObjectId: z.number().int(),
    ExternalId: z.string(),
    /** 1 e-book, 156 audio book */
    ObjectType: z.number().int(),
    Title: z.string(),
    /** 'epub' | 'pdf' for an e-book (the reader to open), 'audio' for an audio book */
    MediaType: z.string(),
  })
  .nullable();
export type CompanionEditionData = z.infer<typeof CompanionEditionDataSchema>;

const processSchema = z
  .string()
  .trim()
  .regex(/^(0(\.\d{1,12})?|1(\.0{1,12})?)$/, 'process 须为 0 到 1 之间的小数')
  .transform(Number);

export const CompanionPositionParamsSchema = z.object({
  objectId: ContentIdSchema,
  /** where the reader is in objectId: 0..1 (spec §7 Process of that item) */
  process: processSchema,
  /** for an audio book, the file heard (spec §7 FileId); 0 or absent for an e-book */
  fileId: z
    .string()
    .trim()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(ID_MAX))
    .optional(),
});
export type CompanionPositionInput = z.input<typeof CompanionPositionParamsSchema>;

export const CompanionPositionDataSchema = z.object({
  /** the other edition */
  ObjectId: z.number().int(),
  ObjectType: z.number().int(),
  Title: z.string(),
  MediaType: z.string(),
  /** the position there: Process 0..1 of that item (an audio book's over its total time) */
  Process: z.number(),
  /** audio: the file (TOC file Id) and seconds into it; 0 for an e-book */
  FileId: z.number().int(),
  Offset: z.number(),
  /** false when the position lies beyond what the audio book reads (it starts at its last file) */
  Covered: z.boolean(),
});
export type CompanionPositionData = z.infer<typeof CompanionPositionDataSchema>;
