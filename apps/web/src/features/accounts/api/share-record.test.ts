import { describe, expect, it } from 'vitest';
import { shareOfLanding } from './share-record';

describe('share link landing (spec §7 user-share-record/create)', () => {
  it('records a content share on a detail page and the site elsewhere', () => {
    const query = new URLSearchParams('id=42&fromUserExternalId=u-1&shareCode=ABCD2345');
    expect(shareOfLanding('/wrap/details/book', query)).toEqual({
      code: 'ABCD2345',
      fromUserExternalId: 'u-1',
      shareType: 3,
      objectId: '42',
    });
    expect(shareOfLanding('/wrap/index', query)).toEqual({
      code: 'ABCD2345',
      fromUserExternalId: 'u-1',
      shareType: 1,
    });
  });

  it('records nothing without both the code and the sharer', () => {
    expect(shareOfLanding('/wrap/index', new URLSearchParams('shareCode=A'))).toBeNull();
    expect(shareOfLanding('/wrap/index', new URLSearchParams('fromUserExternalId=u'))).toBeNull();
  });
});
