import { describe, expect, it } from 'vitest';
import {
  RECOMMEND_FIELDS,
  isPastOrCurrentMonth,
  recommendPayload,
  validateRecommendForm,
  type RecommendField,
} from './recommend-form.ts';

describe('recommend form (spec §5, in order)', () => {
  const all = new Set<RecommendField>(RECOMMEND_FIELDS);
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
  it('does not ask for a configured field that is not required', () =>
    expect(
      validateRecommendForm(
        { ...valid, DepartmentName: '' },
        { ...rules, required: new Set<RecommendField>(['RecommendName']) },
      ),
    ).toBeNull());
  it('refuses a remark longer than 50 characters', () =>
    expect(validateRecommendForm({ ...valid, Remark: '荐'.repeat(51) }, rules)).toBe(
      '荐购理由不能超过50字',
    ));
  it('accepts reason 1 with a remark', () =>
    expect(validateRecommendForm({ ...valid, Reason: 1, Remark: '课程需要' }, rules)).toBeNull());
});

describe('school year (spec §5: not in the future)', () => {
  it('compares months in China time', () => {
    // 2026-11-30T17:00Z is already 1 December in China
    expect(isPastOrCurrentMonth('2026-12', new Date('2026-11-30T17:00:00Z'))).toBe(true);
    expect(isPastOrCurrentMonth('2026-12', new Date('2026-11-30T15:00:00Z'))).toBe(false);
  });
  it('needs yyyy-MM', () => expect(isPastOrCurrentMonth('2024-13', new Date())).toBe(false));
});

describe('recommend payload (spec §5: only configured fields are sent)', () => {
  it('sends the configured fields, Reason, Remark and ObjectId', () =>
    expect(
      recommendPayload(
        { RecommendName: ' 王子衿 ', DepartmentName: '中文系', Reason: 5, Remark: '' },
        new Set<RecommendField>(['RecommendName']),
        '1001',
      ),
    ).toEqual({ ObjectId: '1001', RecommendName: '王子衿', Reason: 5, Remark: '' }));
});
