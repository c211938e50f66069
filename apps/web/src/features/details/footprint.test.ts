import { beforeEach, describe, expect, it } from 'vitest';
import { clearCookies } from '../../test/fake-server';
import { readRecentlyViewed, recordRecentlyViewed } from './footprint';

describe('recently viewed ids (cookie ids, spec §4)', () => {
  beforeEach(() => clearCookies());

  it('puts the newest id first and keeps it in the cookie', () => {
    recordRecentlyViewed(1);
    recordRecentlyViewed('2');
    expect(readRecentlyViewed()).toEqual(['2', '1']);
    expect(document.cookie).toContain('ids=2%2C1');
  });

  it('skips an id already in the list', () => {
    for (const id of [1, 2, 3]) recordRecentlyViewed(id);
    expect(recordRecentlyViewed(2)).toEqual(['3', '2', '1']);
  });

  it('drops the oldest id when a 7th is viewed', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) recordRecentlyViewed(id);
    expect(recordRecentlyViewed(7)).toEqual(['7', '6', '5', '4', '3', '2']);
    expect(readRecentlyViewed()).toHaveLength(6);
  });

  it('reads a tampered cookie as clean ids', () => {
    document.cookie = 'ids=' + encodeURIComponent('9,<b>,9,8') + '; path=/';
    expect(recordRecentlyViewed(1)).toEqual(['1', '9', '8']);
  });
});
