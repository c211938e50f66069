import { describe, expect, it } from 'vitest';
import type { UserInfo, UserOrganization } from '../../stores/app-store';
import { MENU_ITEMS, visibleMenuItems } from './menu-items';

const labels = (user: UserInfo | null, org: UserOrganization | null) =>
  visibleMenuItems(user, org).map((item) => item.label);
const org = (overrides: Partial<UserOrganization> = {}): UserOrganization => ({
  Id: 1,
  Type: 1,
  State: 4,
  Warning: 30,
  Title: '墨阅示范图书馆',
  IsPartner: 1,
  LibraryType: 1,
  ...overrides,
});
const teacher: UserInfo = { Id: 3, RealName: '陈明远', SocialStatus: 2 };
const student: UserInfo = { Id: 2, RealName: '王子衿', SocialStatus: 1 };

describe('top menu visibility (spec §2 order, §6 rules)', () => {
  it('lists the spec order', () => {
    expect(MENU_ITEMS.map((item) => item.label)).toEqual([
      '首页',
      '机构馆藏',
      '书城',
      '优选',
      '榜单',
      '推荐书单',
      '有声书与课程',
      '热点专题',
      '数据库',
      '联盟馆',
      '新时代学习平台',
    ]);
  });
  it('hides holdings and the alliance without an organisation, and the reading list for non-teachers', () => {
    expect(labels(null, null)).toEqual([
      '首页',
      '书城',
      '优选',
      '榜单',
      '有声书与课程',
      '热点专题',
      '数据库',
      '新时代学习平台',
    ]);
  });
  it('shows holdings and the alliance for a partner organisation, and the reading list to teachers', () => {
    expect(labels(teacher, org())).toEqual(MENU_ITEMS.map((item) => item.label));
  });
  it('hides the alliance when IsPartner is 0', () => {
    expect(labels(student, org({ IsPartner: 0 }))).not.toContain('联盟馆');
  });
  it('hides holdings and audio courses for library type 3', () => {
    const shown = labels(student, org({ LibraryType: 3 }));
    expect(shown).not.toContain('机构馆藏');
    expect(shown).not.toContain('有声书与课程');
    expect(shown).toContain('联盟馆');
  });
  it('hides the entries named in the organisation Nav', () => {
    const shown = labels(teacher, org({ Nav: '榜单，projects' }));
    expect(shown).not.toContain('榜单');
    expect(shown).not.toContain('热点专题');
  });
});
