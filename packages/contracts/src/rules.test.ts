import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addRecentlyViewed,
  certificationAlert,
  certificationState,
  certificationWarningText,
  isTaskClickable,
  isUnverifiedInstitution,
  nextScoreOnClick,
  taskStateText,
  visibleHotWords,
} from './rules.ts';

describe('recently viewed (spec §4, newest first)', () => {
  it('puts a newly viewed id first', () =>
    expect(addRecentlyViewed(['2', '1'], '3')).toEqual(['3', '2', '1']));
  it('skips an id that is already in the list', () =>
    expect(addRecentlyViewed(['2', '1'], '1')).toEqual(['2', '1']));
  it('drops the oldest id when a 7th is viewed', () =>
    expect(addRecentlyViewed(['6', '5', '4', '3', '2', '1'], '7')).toEqual([
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
    ]));
  it('ignores a blank id', () => expect(addRecentlyViewed(['1'], '')).toEqual(['1']));
  it('does not change the list it is given', () => {
    const ids = ['1'];
    addRecentlyViewed(ids, '2');
    expect(ids).toEqual(['1']);
  });
  it('keeps at most 6 distinct ids, the latest new one first, whatever is viewed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 40 }),
        (views) => {
          const list = views.reduce<string[]>((ids, id) => addRecentlyViewed(ids, id), []);
          const firstSeen = [...new Set(views)];
          const expected = firstSeen.reverse().slice(0, 6);
          return (
            list.length <= 6 &&
            new Set(list).size === list.length &&
            list.every((id) => views.includes(id)) &&
            // without eviction the list is the distinct ids by first view, newest first
            (new Set(views).size > 6 || JSON.stringify(list) === JSON.stringify(expected))
          );
        },
      ),
    );
  });
  it('cleans a tampered list of duplicates and extra ids', () =>
    expect(addRecentlyViewed(['1', '1', '2', '3', '4', '5', '6', '7'], '1')).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ]));
});

describe('hot words (spec §3/§9)', () => {
  it('keeps non-empty titles under 8 characters, at most 6', () => {
    const words = [
      '论语',
      '',
      '  ',
      '一二三四五六七',
      '一二三四五六七八',
      '李白',
      '杜甫',
      '明月',
      '春风',
      '故乡',
    ].map((Title) => ({ Title }));
    expect(visibleHotWords(words).map((w) => w.Title)).toEqual([
      '论语',
      '一二三四五六七',
      '李白',
      '杜甫',
      '明月',
      '春风',
    ]);
  });
});

describe('comment score (spec §4)', () => {
  it('lowers the score by one when the current star is clicked', () =>
    expect(nextScoreOnClick(5, 5)).toBe(4));
  it('sets another star', () => expect(nextScoreOnClick(5, 2)).toBe(2));
  it('never goes below 1', () => expect(nextScoreOnClick(1, 1)).toBe(1));
  it('always stays within 1 to 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: -3, max: 9 }), (a, b) => {
        const next = nextScoreOnClick(a, b);
        return next >= 1 && next <= 5;
      }),
    );
  });
});

describe('hot words, any input (spec §3/§9)', () => {
  it('never shows more than 6, a blank one or one of 8 characters or more', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 10 }), { maxLength: 20 }), (titles) => {
        const shown = visibleHotWords(titles.map((Title) => ({ Title })));
        return (
          shown.length <= 6 &&
          shown.every(({ Title }) => Title.trim() !== '' && Array.from(Title.trim()).length < 8)
        );
      }),
    );
  });
  it('counts a character outside the BMP once', () =>
    expect(visibleHotWords([{ Title: '𫐐'.repeat(7) }])).toHaveLength(1));
  it('drops a missing Title', () => expect(visibleHotWords([{ Title: null }])).toEqual([]));
});

describe('tasks (spec §4)', () => {
  it('words the states 做任务, 待领取, 已领取', () => {
    expect(taskStateText(0)).toBe('做任务');
    expect(taskStateText(1)).toBe('待领取');
    expect(taskStateText(2)).toBe('已领取');
  });
  it('lets only states 0 and 1 be clicked', () => {
    expect(isTaskClickable(0)).toBe(true);
    expect(isTaskClickable(1)).toBe(true);
    expect(isTaskClickable(2)).toBe(false);
  });
});

describe('certification (spec §4/§8)', () => {
  it('reads State 4 + Warning', () => {
    expect(certificationState(null)).toEqual({ kind: 'none' });
    expect(certificationState({ State: 4, Warning: 0 })).toEqual({ kind: 'expired' });
    expect(certificationState({ State: 4, Warning: 7 })).toEqual({ kind: 'expiring', days: 7 });
    expect(certificationState({ State: 1, Warning: 7 })).toEqual({ kind: 'none' });
  });
  it('words the header warning', () => {
    expect(certificationWarningText({ kind: 'expired' })).toBe(
      '认证已失效，为避免影响阅读，请及时',
    );
    expect(certificationWarningText({ kind: 'expiring', days: 3 })).toBe(
      '认证3天后失效，为避免影响阅读，请及时',
    );
    expect(certificationWarningText({ kind: 'valid' })).toBeNull();
    expect(certificationWarningText({ kind: 'none' })).toBeNull();
  });
  it('is valid when State 4 carries no warning', () => {
    expect(certificationState({ State: 4, Warning: null })).toEqual({ kind: 'valid' });
    expect(certificationState({ State: 4 })).toEqual({ kind: 'valid' });
  });
  it('counts no organisation or an expired one as unverified', () => {
    expect(isUnverifiedInstitution(null)).toBe(true);
    expect(isUnverifiedInstitution({ State: 4, Warning: 0 })).toBe(true);
    expect(isUnverifiedInstitution({ State: 4, Warning: 3 })).toBe(false);
  });
  it('alerts 请先认证机构！ without an organisation and 您的认证已到期，请重新认证！ when expired', () => {
    expect(certificationAlert(null)).toBe('请先认证机构！');
    expect(certificationAlert({ State: 4, Warning: 0 })).toBe('您的认证已到期，请重新认证！');
    expect(certificationAlert({ State: 4, Warning: 30 })).toBeNull();
  });
});
