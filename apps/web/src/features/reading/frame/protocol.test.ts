import { describe, expect, it } from 'vitest';
import {
  AppToFrameSchema,
  FrameToAppSchema,
  READER_CHANNEL,
  envelopeOf,
  pageKey,
  readMessage,
} from './protocol';

const source = {} as MessageEventSource;
const other = {} as MessageEventSource;
const relocated = {
  type: 'relocated',
  location: {
    mark: '1:0.0000',
    spineIndex: 1,
    spineCount: 10,
    page: 1,
    pages: 3,
    atStart: false,
    atEnd: false,
    excerpt: '大江东去',
    direction: 'ltr',
  },
} as const;

describe('the reader frame protocol', () => {
  it('accepts a known message from the frame window and its opaque origin', () => {
    const event = { data: envelopeOf(relocated), origin: 'null', source };
    expect(readMessage(event, source, 'null', FrameToAppSchema)).toEqual(relocated);
  });

  it('ignores messages from another window, another origin or another channel', () => {
    expect(
      readMessage(
        { data: envelopeOf(relocated), origin: 'null', source: other },
        source,
        'null',
        FrameToAppSchema,
      ),
    ).toBeNull();
    expect(
      readMessage(
        { data: envelopeOf(relocated), origin: 'https://evil.example', source },
        source,
        'null',
        FrameToAppSchema,
      ),
    ).toBeNull();
    expect(
      readMessage(
        { data: { channel: 'other', message: relocated }, origin: 'null', source },
        source,
        'null',
        FrameToAppSchema,
      ),
    ).toBeNull();
    expect(
      readMessage(
        { data: envelopeOf(relocated), origin: 'null', source },
        null,
        'null',
        FrameToAppSchema,
      ),
    ).toBeNull();
  });

  it('ignores messages of an unknown type or shape', () => {
    const bad = [
      { type: 'eval', code: 'alert(1)' },
      { type: 'relocated', location: { cfi: 1 } },
      { type: 'error', message: 'x'.repeat(501) },
      'ready',
      null,
    ];
    for (const message of bad)
      expect(
        readMessage(
          { data: { channel: READER_CHANNEL, message }, origin: 'null', source },
          source,
          'null',
          FrameToAppSchema,
        ),
      ).toBeNull();
  });

  it('checks the commands the app sends', () => {
    expect(AppToFrameSchema.safeParse({ type: 'goto', target: { mark: '3:0.5' } }).success).toBe(
      true,
    );
    expect(
      AppToFrameSchema.safeParse({ type: 'goto', target: { spineIndex: -1, fraction: 0 } }).success,
    ).toBe(false);
    expect(
      AppToFrameSchema.safeParse({ type: 'settings', settings: { fontSize: 18, theme: 'neon' } })
        .success,
    ).toBe(false);
    expect(
      AppToFrameSchema.safeParse({
        type: 'open',
        book: 'not bytes',
        settings: { fontSize: 18, theme: 'day' },
        start: null,
      }).success,
    ).toBe(false);
    expect(
      AppToFrameSchema.safeParse({
        type: 'open',
        book: new ArrayBuffer(4),
        settings: { fontSize: 18, theme: 'sepia' },
        start: null,
      }).success,
    ).toBe(true);
  });

  it('turns pages with ←/→ and PageUp/PageDown only', () => {
    expect(pageKey('ArrowRight')).toBe('next');
    expect(pageKey('PageDown')).toBe('next');
    expect(pageKey('ArrowLeft')).toBe('prev');
    expect(pageKey('PageUp')).toBe('prev');
    expect(pageKey('Enter')).toBeNull();
  });

  it('turns a right-to-left book with the arrows mirrored: ← is the next page', () => {
    expect(pageKey('ArrowLeft', 'rtl')).toBe('next');
    expect(pageKey('ArrowRight', 'rtl')).toBe('prev');
    expect(pageKey('PageDown', 'rtl')).toBe('next');
    expect(pageKey('PageUp', 'rtl')).toBe('prev');
  });
});
