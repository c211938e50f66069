import { describe, expect, it } from 'vitest';
import {
  AiMessages,
  BUILDING_MESSAGE,
  CertificationMessages,
  CommentMessages,
  CopyMessages,
  EDUCATION_CHOICES,
  EmptyMessages,
  LicenceMessages,
  LoginMessages,
  RECOMMEND_REASONS,
  RecommendMessages,
  SITE_TITLE,
  SOCIAL_STATUS_LABELS,
  SearchMessages,
  SmsMessages,
  TaskMessages,
  certificationWarningDays,
  licenceFailureMessage,
  recommendReasonLabel,
} from './messages.ts';

// The texts are compared with the spec's exact characters: a half-width comma or
// exclamation mark where the spec has a full-width one is a visible bug.
describe('messages are the spec text, character for character', () => {
  it('search, comment and copy (spec §5/§8)', () => {
    expect(SearchMessages.EmptyKeyword).toBe('请输入关键词');
    expect(CommentMessages.Empty).toBe('请输入评论内容');
    expect(CommentMessages.Success).toBe('评论成功');
    expect(CopyMessages.Copied).toBe('复制成功!');
  });
  it('login (spec §4/§5/§8)', () => {
    expect(LoginMessages.Expired).toBe('登录已过期\uff0c请重新登录');
    expect(LoginMessages.Account).toBe('请输入手机/邮箱');
    expect(LoginMessages.CodeLength).toBe('验证码为6位数');
    expect(LoginMessages.Submitting).toBe('登录中...');
    expect(SmsMessages.WrongPhone).toBe('请输入正确手机号');
  });
  it('recommend form (spec §5)', () => {
    expect(RecommendMessages.PhoneInvalid).toBe('手机号码有误\uff0c请重填');
    expect(RecommendMessages.EmailInvalid).toBe('邮箱格式错误\uff0c请重填');
    expect(RecommendMessages.Department).toBe('请输入院/系名称');
  });
  it('AI (spec §8)', () => {
    expect(AiMessages.LimitReadMore).toBe('该书对话已达上限\uff0c意犹未尽 阅读此书 去获得更多内容');
    expect(AiMessages.Failure).toBe('不好意思\uff0c您的问题暂时未能解答\uff0c可尝试换个问题\u3002');
    expect(AiMessages.WordCloudEmpty).toBe('未获取到词云数据\uff0c请稍后再试\uff01');
  });
  it('certification (spec §8)', () => {
    expect(CertificationMessages.Expired).toBe('您的认证已到期\uff0c请重新认证\uff01');
    expect(CertificationMessages.NoOrganization).toBe('请先认证机构\uff01');
    expect(certificationWarningDays(12)).toBe('认证12天后失效\uff0c为避免影响阅读\uff0c请及时');
  });
  it('licence (spec §8)', () => {
    expect(LicenceMessages.Timeout).toBe('请求超时\uff0c页面5秒后自动关闭');
    expect(licenceFailureMessage('无权阅读此书')).toBe('无权阅读此书 页面5秒后自动关闭');
    expect(licenceFailureMessage(' 无权阅读此书。')).toBe('无权阅读此书。 页面5秒后自动关闭');
  });
  it('empty lists (spec §8)', () => {
    expect(EmptyMessages.Data).toBe('暂无数据\uff01');
    expect(EmptyMessages.AbstractEllipsis).toBe('暂无简介...');
  });
  it('task states (spec §4)', () => {
    expect([TaskMessages.ToDo, TaskMessages.Claimable, TaskMessages.Claimed]).toEqual([
      '做任务',
      '待领取',
      '已领取',
    ]);
    expect(TaskMessages.SignedIn).toBe('已签到');
  });
  it('site title and the coming-soon state', () => {
    expect(SITE_TITLE).toBe('墨阅知识服务平台');
    expect(BUILDING_MESSAGE).toBe('建设中');
  });
});

describe('choices (spec §9)', () => {
  it('lists the recommend reasons 5 to 1 with their texts', () => {
    expect(RECOMMEND_REASONS.map((reason) => reason.value)).toEqual([5, 4, 3, 2, 1]);
    expect(recommendReasonLabel(5)).toBe('经典好书\uff0c值得珍藏');
    expect(recommendReasonLabel(1)).toBe('其它');
    expect(recommendReasonLabel(6)).toBeUndefined();
  });
  it('lists the education choices and social statuses', () => {
    expect(EDUCATION_CHOICES).toEqual(['专科', '本科', '硕士研究生', '博士研究生']);
    expect(SOCIAL_STATUS_LABELS).toEqual({ 1: '学生', 2: '教师', 3: '普通读者' });
  });
});
