// Every Chinese message of spec §5 and §8 (and the visible state texts of §4), exactly as the spec writes them.

/** The default page title (spec §2: a knowledge-service platform title). */
export const SITE_TITLE = '墨阅知识服务平台';
export const SITE_NAME = '墨阅';
/** Shown by pages whose issue has not been built yet. */
export const BUILDING_MESSAGE = '建设中';

/** Ours: the answer (HTTP 503, Code.ServiceUnavailable) while the database or Redis is out of reach. */
export const ServiceMessages = {
  Unavailable: '服务暂不可用，请稍后再试',
} as const;

export const SearchMessages = {
  /** spec §5/§8: empty full-text or Q&A search */
  EmptyKeyword: '请输入关键词',
  /** searchType 2 (AI) and Q&A are served by their own calls */
  UnsupportedType: '暂不支持该检索类型',
  /** advanced search: issue-year range */
  YearRangeReversed: '起始年份不能晚于结束年份',
  /** spec §6: the institution has full-text search turned off (an organisation setting) */
  FullTextDisabled: '您所在的机构未开通全文检索，请使用资源检索',
} as const;

export const LoginMessages = {
  Account: '请输入手机/邮箱',
  Password: '请输入您的密码',
  PhoneBlank: '手机号不能为空',
  PhoneInvalid: '请输入有效手机号',
  CodeBlank: '验证码不能为空',
  CodeLength: '验证码为6位数',
  Institution: '请选择机构',
  Number: '请输入学号或工号',
  /** spec §4: button text while submitting */
  Submitting: '登录中...',
  /** spec §8: code 34 with a wrong AccessToken */
  Expired: '登录已过期，请重新登录',
  /** spec §8: the server asks the client to register its device first */
  BindDeviceFirst: '请先绑定设备',
  /** spec §1: login result handed back to the native app */
  NativeSucceeded: '登录成功',
  NativeFailed: '登录失败',
  PasswordTab: '账号密码登录',
  PhoneCodeTab: '手机动态码登录',
  Register: '立即注册',
} as const;

export const SmsMessages = {
  /** spec §8: neither Code 200 nor 22 */
  WrongPhone: '请输入正确手机号',
} as const;

export const CommentMessages = {
  Empty: '请输入评论内容',
  Success: '评论成功',
  /** Ours (the spec's counter stops typing at 200): the server's answer to a longer comment. */
  TooLong: '评论内容不能超过200字',
  /** Ours: the server's answer to a score outside 1..5 (the dialog's stars cannot send one). */
  ScoreRange: '评分须为1到5星',
} as const;

/** spec §8: the Description of bookshelf/create is shown on success. */
export const BookshelfMessages = {
  Added: '已加入书架',
  AlreadyAdded: '已在书架中',
  /** Ours: bookshelf/delete */
  Removed: '已移出书架',
  /** spec §4 bookshelf states */
  Addable: '加入书架',
} as const;

export const QuestionMessages = {
  Empty: '请输入提问内容',
} as const;

export const OrganizationMessages = {
  /** spec §5/§8: bind without selection */
  SelectInstitution: '请选择机构',
  /** spec §6: binding needed */
  BindFirst: '请先绑定机构',
} as const;

export const RecommendMessages = {
  OrganizationTitle: '请填写机构名称',
  SocialStatus: '请选择身份',
  Department: '请输入院/系名称',
  Education: '请选择学历',
  SchoolYear: '请选择入校时间',
  Number: '请输入工/学号',
  RealName: '请填写真实姓名',
  PhoneBlank: '请填写手机号',
  PhoneInvalid: '手机号码有误，请重填',
  EmailBlank: '请填写邮箱',
  EmailInvalid: '邮箱格式错误，请重填',
  Reason: '请选择推荐理由',
  Remark: '请填写荐购理由',
  /** Ours (the spec's counter stops typing at 50): the server's answer to a longer remark. */
  RemarkTooLong: '荐购理由不能超过50字',
  /** spec §6 strip titles and button */
  BookTitle: '图书荐购',
  CourseTitle: '课程荐购',
  AudioBookTitle: '有声书荐购',
  BuyNow: '图书即采',
  /** Ours: recommend/create succeeded */
  Success: '荐购成功',
  /** Ours: dataJson names an institution that is not the reader's */
  OtherOrganization: '只能向您所在的机构荐购',
  /** Ours: recommend/tips when the institution set no reminder */
  DefaultTips: '您的荐购将提交给所在机构的图书馆，采购后会第一时间通知您。',
} as const;

export const CertificationMessages = {
  Expired: '您的认证已到期，请重新认证！',
  NoOrganization: '请先认证机构！',
  GoCertify: '去认证',
  /** spec §8: header warning, expired */
  WarningExpired: '认证已失效，为避免影响阅读，请及时',
} as const;

/** spec §8: header warning while certification runs out in N days. */
export const certificationWarningDays = (days: number) =>
  `认证${days}天后失效，为避免影响阅读，请及时`;

export const AiMessages = {
  LimitNeedsRecommendation: '该书对话已达上限，需要荐购此书，才可继续对话',
  LimitReadMore: '该书对话已达上限，意犹未尽 阅读此书 去获得更多内容',
  Failure: '不好意思，您的问题暂时未能解答，可尝试换个问题。',
  WordCloudEmpty: '未获取到词云数据，请稍后再试！',
} as const;

/** spec §2: word-cloud hover labels. */
export const WordCloudLabels = {
  Count: '出现次数',
  Excerpt: '原文展示',
  Page: '页码',
} as const;

export const LicenceMessages = {
  /** spec §8: authorisation timeout (60 s) */
  Timeout: '请求超时，页面5秒后自动关闭',
  /** spec §8: appended to a licence failure's Description */
  CloseSuffix: '页面5秒后自动关闭',
} as const;

/** spec §8 / issue 6: a licence failure's Description, a space, then the closing suffix. */
export const licenceFailureMessage = (description: string): string =>
  `${description.trim()} ${LicenceMessages.CloseSuffix}`;

export const TaskMessages = {
  /** spec §8: claim task success */
  ClaimSuccess: '领取成功',
  /** spec §4: task state 0 */
  ToDo: '做任务',
  /** spec §4: task state 1 */
  Claimable: '待领取',
  /** spec §4: task state 2 */
  Claimed: '已领取',
  /** spec §4: sign-in state */
  SignedIn: '已签到',
} as const;

/**
 * spec §2 rare card modal. The spec gives its sense, not its Chinese; these
 * texts are ours in the product's voice.
 */
export const RareCardMessages = {
  Title: '恭喜您',
  Body: '阅读主题书单即可获得稀有数字藏书卡，可在个人中心卡包中查看',
  Cancel: '取消',
  ViewNow: '立即查看',
} as const;

export const CopyMessages = {
  Copied: '复制成功!',
} as const;

export const EmptyMessages = {
  Toc: '暂无目录',
  Courseware: '暂无课件',
  Materials: '暂无素材',
  Comments: '暂无评论',
  Abstract: '暂无简介',
  Data: '暂无数据！',
  Missing: '暂无',
  AbstractEllipsis: '暂无简介...',
} as const;

/** spec §9: recommend reasons, by number (5 first, as the form lists them). */
export const RECOMMEND_REASONS = [
  { value: 5, label: '经典好书，值得珍藏' },
  { value: 4, label: '热门趋势，强烈推荐' },
  { value: 3, label: '学术性强，科研必备' },
  { value: 2, label: '教学辅助，学习参考' },
  { value: 1, label: '其它' },
] as const;

/** spec §9: education choices. */
export const EDUCATION_CHOICES = ['专科', '本科', '硕士研究生', '博士研究生'] as const;

export type RecommendReason = (typeof RECOMMEND_REASONS)[number]['value'];
/** The label of a recommend reason number, or undefined for an unknown number. */
export const recommendReasonLabel = (value: number): string | undefined =>
  RECOMMEND_REASONS.find((reason) => reason.value === value)?.label;

/** spec §9: social status 1 student, 2 teacher, 3 ordinary reader. */
export const SocialStatus = { Student: 1, Teacher: 2, Reader: 3 } as const;
export type SocialStatus = (typeof SocialStatus)[keyof typeof SocialStatus];
export const SOCIAL_STATUS_LABELS: Readonly<Record<SocialStatus, string>> = {
  1: '学生',
  2: '教师',
  3: '普通读者',
};
