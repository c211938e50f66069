import { z } from 'zod';

// The typed messages between the app and the sandboxed EPUB frame
// (reader-frame.html, opaque origin). Every message carries the channel
// marker; each side validates the shape and the sender before acting.

export const READER_CHANNEL = 'moyue-reader/1';

export const ReaderThemeSchema = z.enum(['day', 'night', 'sepia']);
export type ReaderTheme = z.infer<typeof ReaderThemeSchema>;

export const FONT_SIZES = [14, 16, 18, 20, 22, 24, 28] as const;
export const DEFAULT_FONT_SIZE = 18;

const settingsSchema = z.object({
  fontSize: z.number().int().min(10).max(40),
  theme: ReaderThemeSchema,
});
export type FrameSettings = z.infer<typeof settingsSchema>;

/**
 * Where to open the book: a mark ('<spine index>:<fraction>', what bookmarks
 * keep), a spine document and a fraction of it, a book-internal href, or the
 * first spine document among the first `firstTextWithin` that holds more than
 * headings (a fresh open; the start when none does).
 */
export const MARK_PATTERN = /^\d{1,5}:(0(\.\d{1,6})?|1(\.0{1,6})?)$/;
const targetSchema = z.union([
  z.object({ mark: z.string().regex(MARK_PATTERN) }),
  z.object({
    spineIndex: z.number().int().min(0),
    fraction: z.number().min(0).max(1),
  }),
  z.object({ href: z.string().min(1).max(2000) }),
  z.object({ firstTextWithin: z.number().int().min(1) }),
]);
export type FrameTarget = z.infer<typeof targetSchema>;

export const AppToFrameSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('open'),
    book: z.instanceof(ArrayBuffer),
    settings: settingsSchema,
    start: targetSchema.nullable(),
  }),
  z.object({ type: z.literal('next') }),
  z.object({ type: z.literal('prev') }),
  z.object({ type: z.literal('goto'), target: targetSchema }),
  z.object({ type: z.literal('settings'), settings: settingsSchema }),
  z.object({
    type: z.literal('search'),
    requestId: z.number().int(),
    query: z.string().min(1).max(100),
  }),
  /** The vertical font's file (frame/vertical-font.ts), or null when the app could not fetch it. */
  z.object({ type: z.literal('vertical-font'), font: z.instanceof(ArrayBuffer).nullable() }),
]);
export type AppToFrame = z.infer<typeof AppToFrameSchema>;

export interface FrameTocItem {
  label: string;
  href: string;
  /** 0-based spine position of the document the item opens; -1 when unknown */
  spineIndex: number;
  children: FrameTocItem[];
}
const tocItemSchema: z.ZodType<FrameTocItem> = z.object({
  label: z.string(),
  href: z.string(),
  spineIndex: z.number().int(),
  get children(): z.ZodArray<z.ZodType<FrameTocItem>> {
    return z.array(tocItemSchema);
  },
});

/** Which way the pages run: rtl (page-progression-direction="rtl", 直排) turns to the next page leftwards. */
export const PageDirectionSchema = z.enum(['ltr', 'rtl']);
export type PageDirection = z.infer<typeof PageDirectionSchema>;

const locationSchema = z.object({
  mark: z.string().regex(MARK_PATTERN),
  /** 0-based spine document shown */
  spineIndex: z.number().int(),
  spineCount: z.number().int(),
  /** 1-based page within the document and the document's page count */
  page: z.number().int(),
  pages: z.number().int(),
  atStart: z.boolean(),
  atEnd: z.boolean(),
  excerpt: z.string().max(200),
  direction: PageDirectionSchema,
});
export type FrameLocation = z.infer<typeof locationSchema>;

export const FrameToAppSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('opened'),
    toc: z.array(tocItemSchema),
    spineCount: z.number().int(),
  }),
  z.object({ type: z.literal('relocated'), location: locationSchema }),
  z.object({
    type: z.literal('search-results'),
    requestId: z.number().int(),
    results: z.array(
      z.object({
        mark: z.string().regex(MARK_PATTERN),
        spineIndex: z.number().int(),
        excerpt: z.string(),
      }),
    ),
  }),
  z.object({ type: z.literal('key'), key: z.enum(['next', 'prev']) }),
  /** A chapter writes vertically: the frame asks once for the vertical font, which it may not fetch itself. */
  z.object({ type: z.literal('need-vertical-font') }),
  z.object({ type: z.literal('error'), message: z.string().max(500) }),
]);
export type FrameToApp = z.infer<typeof FrameToAppSchema>;

/** Wraps a message with the channel marker. */
export const envelopeOf = <T extends AppToFrame | FrameToApp>(message: T) => ({
  channel: READER_CHANNEL,
  message,
});

/**
 * Reads a message event: null unless it comes from `expectedSource`, from
 * `expectedOrigin`, on our channel and of a known shape.
 */
export function readMessage<T>(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  expectedSource: MessageEventSource | null,
  expectedOrigin: string,
  schema: z.ZodType<T>,
): T | null {
  if (expectedSource === null || event.source !== expectedSource) return null;
  if (event.origin !== expectedOrigin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { channel, message } = data as { channel?: unknown; message?: unknown };
  if (channel !== READER_CHANNEL) return null;
  const parsed = schema.safeParse(message);
  return parsed.success ? parsed.data : null;
}

/**
 * spec §2 keyboard navigation: ←/→ and PageUp/PageDown turn pages. In a
 * right-to-left book the arrows follow the pages: ← is the next page.
 */
export function pageKey(key: string, direction: PageDirection = 'ltr'): 'next' | 'prev' | null {
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const back = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward || key === 'PageDown') return 'next';
  if (key === back || key === 'PageUp') return 'prev';
  return null;
}

/** The mark of a place: spine document and fraction of it. */
export const markOf = (spineIndex: number, fraction: number): string =>
  `${spineIndex}:${Math.min(1, Math.max(0, fraction)).toFixed(4)}`;

export function parseMark(mark: string): { spineIndex: number; fraction: number } | null {
  if (!MARK_PATTERN.test(mark)) return null;
  const [index, fraction] = mark.split(':');
  return { spineIndex: Number(index), fraction: Number(fraction) };
}
