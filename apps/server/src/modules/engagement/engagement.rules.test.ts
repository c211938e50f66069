import { describe, expect, it } from 'vitest';
import { footprintObjectTypes } from '../history/footprint.service.ts';
import { roundProcess } from '../history/footprint.presenter.ts';
import { roundScore } from './comment.presenter.ts';
import { presentEngagementUser } from './engagement.presenter.ts';
import { charLength, plainText } from './plain-text.ts';
import { parseRecommendFields, recommendRulesOf } from './recommend.presenter.ts';

describe('plain text of what a reader types', () => {
  it('trims the ends, keeps line breaks and markup, drops control characters', () => {
    expect(plainText('  第一行\n第二行\t \u0000\u0007')).toBe('第一行\n第二行');
    expect(plainText('<b>x</b> &amp;')).toBe('<b>x</b> &amp;');
  });

  it('counts characters outside the BMP once', () => {
    expect(charLength('𠀀𠀁a')).toBe(3);
  });
});

describe('presentEngagementUser', () => {
  it('shows the real name, else the nick name, else the masked phone, else 读者', () => {
    const user = (realName: string, nickName: string, mobileNumber: string | null) =>
      presentEngagementUser({ realName, nickName, mobileNumber }).RealName;
    expect(user('李书言', '书虫', '13800000001')).toBe('李书言');
    expect(user(' ', '书虫', '13800000001')).toBe('书虫');
    expect(user('', '', '13800000001')).toBe('138****0001');
    expect(user('', '', null)).toBe('读者');
  });
});

describe('scores and progress', () => {
  it('rounds the mean score to one decimal', () => {
    expect(roundScore(11 / 3)).toBe(3.7);
    expect(roundScore(0)).toBe(0);
  });

  it('keeps progress free of float noise', () => {
    expect(roundProcess(Math.fround(0.3))).toBe(0.3);
  });
});

describe('footprint object types', () => {
  it('takes the switcher group of the asked type (spec §2), all for 0 or none', () => {
    expect(footprintObjectTypes(104)).toEqual([104, 109, 110]);
    expect(footprintObjectTypes(107)).toEqual([107]);
    expect(footprintObjectTypes(156)).toEqual([156]);
    expect(footprintObjectTypes(108)).toEqual([108]);
    expect(footprintObjectTypes(0)).toBeNull();
    expect(footprintObjectTypes(undefined)).toBeNull();
  });
});

describe('recommend form settings', () => {
  const settings = (recommendFields: string, requiredFields: string | null, type = 1) => ({
    id: 1,
    externalId: 'org',
    title: '机构',
    type,
    recommendFields,
    recommendReminder: '',
    requiredFields,
    recommendBuy: false,
  });

  it('reads configured fields in the form order, dropping unknown names', () => {
    expect(parseRecommendFields('RecommendEmail, Hobby ,RecommendName')).toEqual([
      'RecommendName',
      'RecommendEmail',
    ]);
    expect(parseRecommendFields('')).toEqual([]);
  });

  it('requires every configured field unless told otherwise, and only configured ones', () => {
    expect(recommendRulesOf(settings('RecommendName,RecommendPhone', null))).toEqual({
      fields: ['RecommendName', 'RecommendPhone'],
      required: ['RecommendName', 'RecommendPhone'],
      isLibrary: true,
    });
    expect(
      recommendRulesOf(settings('RecommendName,RecommendPhone', 'RecommendPhone,Education', 9)),
    ).toEqual({
      fields: ['RecommendName', 'RecommendPhone'],
      required: ['RecommendPhone'],
      isLibrary: false,
    });
  });
});
