import { describe, expect, it } from 'vitest';
import {
  CommentCreateParamsSchema,
  CommentListParamsSchema,
  QrCodeParamsSchema,
  ReadingListParamsSchema,
  RecommendDataJsonSchema,
} from './engagement.ts';
import { HistoryCreateParamsSchema, HistoryListParamsSchema } from './history.ts';

describe('engagement contracts', () => {
  it('fills the comment list defaults of spec §7 (cp 1, ps 20)', () => {
    expect(CommentListParamsSchema.parse({ objectId: '7' })).toEqual({
      objectId: 7,
      cp: 1,
      ps: 20,
    });
    expect(CommentListParamsSchema.safeParse({ objectId: 'x' }).success).toBe(false);
  });

  it('leaves blank contents and any score to the service, which answers in Chinese', () => {
    expect(CommentCreateParamsSchema.parse({ objectId: '3' })).toEqual({
      objectId: 3,
      contents: '',
      score: 5,
    });
    expect(CommentCreateParamsSchema.parse({ objectId: '3', score: '6' }).score).toBe(6);
  });

  it('takes QR addresses over http(s) only, with size 4 and margin 3 by default', () => {
    expect(
      QrCodeParamsSchema.parse({ url: 'https://moyue.example/wrap/details/book?id=1' }),
    ).toEqual({ url: 'https://moyue.example/wrap/details/book?id=1', size: 4, margin: 3 });
    expect(QrCodeParamsSchema.safeParse({ url: 'javascript:alert(1)' }).success).toBe(false);
    expect(QrCodeParamsSchema.safeParse({ url: '' }).success).toBe(false);
  });

  it('reads the recommended-list probe as ps 2 and returncontent as a flag', () => {
    expect(ReadingListParamsSchema.parse({ organizationId: '1', returncontent: 'true' })).toEqual({
      organizationId: '1',
      cp: 1,
      ps: 2,
      returncontent: true,
    });
  });

  it('reads a dataJson ObjectId given as a number or as digits', () => {
    expect(RecommendDataJsonSchema.parse({ ObjectId: 12, Reason: '5' })).toMatchObject({
      ObjectId: 12,
      Reason: 5,
    });
    expect(RecommendDataJsonSchema.parse({ ObjectId: '12' }).ObjectId).toBe(12);
    expect(RecommendDataJsonSchema.safeParse({ ObjectId: 'abc' }).success).toBe(false);
  });
});

describe('history contracts', () => {
  it('takes the history payload in either case (spec §3 ActionType, ObjectId …)', () => {
    expect(
      HistoryCreateParamsSchema.parse({
        ActionType: '1',
        ObjectId: '9',
        Process: '0.5',
        FileId: '3',
      }),
    ).toEqual({
      actionType: 1,
      objectId: 9,
      objectType: undefined,
      title: undefined,
      process: 0.5,
      fileId: 3,
    });
    expect(HistoryCreateParamsSchema.safeParse({ objectId: '9' }).success).toBe(false);
    expect(HistoryCreateParamsSchema.safeParse({ actionType: '4' }).success).toBe(false);
  });

  it('reads the footprint query of spec §7', () => {
    expect(
      HistoryListParamsSchema.parse({
        actionType: '1',
        cp: '1',
        ps: '12',
        uniqueByDate: 'false',
        objectType: '107',
      }),
    ).toEqual({ actionType: 1, cp: 1, ps: 12, uniqueByDate: false, objectType: 107 });
  });
});
