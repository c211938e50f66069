import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addRecentlyViewed,
  certificationState,
  certificationWarningText,
  nextScoreOnClick,
  visibleHotWords,
} from './rules.ts';
import { validateRecommendForm, type RecommendField } from './recommend-form.ts';

describe('recently viewed (spec §4)', () => {
  it('skips duplicates', () => expect(addRecentlyViewed(['1', '2'], '1')).toEqual(['1', '2']));
  it('drops the oldest id when a 7th is viewed', () =>
    expect(addRecentlyViewed(['1', '2', '3', '4', '5', '6'], '7')).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]));
  it('keeps at most 6 distinct ids whatever is viewed', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 3 }), { maxLength: 30 }), (views) => {
        const list = views.reduce<string[]>((ids, id) => addRecentlyViewed(ids, id), []);
        return list.length <= 6 && new Set(list).size === list.length;
      }),
    );
  });
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
  });
});

describe('recommend form (spec §5, in order)', () => {
  const all = new Set<RecommendField>([
    'OrganizationTitle',
    'SocialStatus',
    'DepartmentName',
    'Education',
    'SchoolYear',
    'SocialStatusNumber',
    'RecommendName',
    'RecommendPhone',
    'RecommendEmail',
  ]);
  const rules = { fields: all, isLibrary: true, today: new Date('2026-11-22T00:00:00Z') };
  const valid = {
    OrganizationTitle: '墨阅示范图书馆',
    SocialStatus: 1,
    DepartmentName: '中文系',
    Education: '本科',
    SchoolYear: '2024-09',
    SocialStatusNumber: '20240001',
    RecommendName: '王子衿',
    RecommendPhone: '13800000002',
    RecommendEmail: 'student@moyue.example',
    Reason: 5,
    Remark: '',
  };
  it('accepts a complete form', () => expect(validateRecommendForm(valid, rules)).toBeNull());
  it.each([
    [{ OrganizationTitle: ' ' }, '请填写机构名称'],
    [{ SocialStatus: 3 }, '请选择身份'],
    [{ DepartmentName: '' }, '请输入院/系名称'],
    [{ Education: '本' }, '请选择学历'],
    [{ SchoolYear: '2027-01' }, '请选择入校时间'],
    [{ SchoolYear: '2024/09' }, '请选择入校时间'],
    [{ SocialStatusNumber: '' }, '请输入工/学号'],
    [{ RecommendName: '' }, '请填写真实姓名'],
    [{ RecommendPhone: '' }, '请填写手机号'],
    [{ RecommendPhone: '12345' }, '手机号码有误，请重填'],
    [{ RecommendEmail: '' }, '请填写邮箱'],
    [{ RecommendEmail: 'x@y' }, '邮箱格式错误，请重填'],
    [{ Reason: 0 }, '请选择推荐理由'],
    [{ Reason: 1, Remark: '' }, '请填写荐购理由'],
  ])('refuses %j with %s', (change, message) =>
    expect(validateRecommendForm({ ...valid, ...change }, rules)).toBe(message),
  );
  it('reports the earliest failing rule first', () =>
    expect(validateRecommendForm({ ...valid, DepartmentName: '', RecommendPhone: '' }, rules)).toBe(
      '请输入院/系名称',
    ));
  it('checks only configured fields', () =>
    expect(
      validateRecommendForm(
        { Reason: 5 },
        { ...rules, fields: new Set<RecommendField>(['RecommendName']) },
      ),
    ).toBe('请填写真实姓名'));
  it('does not ask non-libraries for a student or teacher status', () =>
    expect(
      validateRecommendForm({ ...valid, SocialStatus: 3 }, { ...rules, isLibrary: false }),
    ).toBeNull());
});
