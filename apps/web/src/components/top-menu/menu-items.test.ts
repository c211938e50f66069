import { describe, expect, it } from 'vitest';
import type {
  OrganizationDetail,
  OrganizationInfo,
  UserInfo,
  UserOrganization,
} from '../../stores/app-store';
import { MENU_ITEMS, visibleMenuItems } from './menu-items';

const ALL = MENU_ITEMS.map((item) => item.label);
const labels = (
  user: UserInfo | null,
  organizationDetail: OrganizationDetail | null,
  organization: UserOrganization | null = null,
) => visibleMenuItems({ user, organization, organizationDetail }).map((item) => item.label);

/** An institution recognised by IP (spec §3 organisation detail). */
const recognised = (overrides: Partial<OrganizationInfo> = {}): OrganizationDetail => ({
  Ip: '127.0.0.1',
  Id: 1,
  Title: '墨阅示范图书馆',
  OrganizationInfo: { Id: 1, Title: '墨阅示范图书馆', Type: 1, IsPartner: 1, ...overrides },
});
const bound: UserOrganization = { Id: 5, Type: 1, State: 4, Warning: 30, Title: '墨阅示范学院' };
const teacher: UserInfo = { Id: 3, RealName: '陈明远', SocialStatus: 2 };
const student: UserInfo = { Id: 2, RealName: '王子衿', SocialStatus: 1 };

describe('top menu visibility (spec §2 order, §6 rules)', () => {
  it('lists the entries in the spec order', () => {
    expect(ALL).toEqual([
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

  it('hides holdings and the alliance without an organisation, and the reading list from non-teachers', () => {
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
    expect(labels(student, null)).not.toContain('推荐书单');
  });

  it('treats organisation Id 0 (not in an institution network) as no organisation', () => {
    const outside: OrganizationDetail = { Id: 0, OrganizationInfo: { Id: 0, Title: '' } };
    expect(labels(null, outside)).not.toContain('机构馆藏');
  });

  it('shows every entry to a teacher of a partner organisation', () => {
    expect(labels(teacher, recognised())).toEqual(ALL);
  });

  it('shows holdings to a member whose organisation is bound but not recognised by IP', () => {
    const shown = labels(student, null, bound);
    expect(shown).toContain('机构馆藏');
    expect(shown).not.toContain('联盟馆');
  });

  it('hides the alliance when IsPartner is 0', () => {
    expect(labels(student, recognised({ IsPartner: 0 }))).not.toContain('联盟馆');
    expect(labels(student, recognised({ IsPartner: 0 }))).toContain('机构馆藏');
  });

  it('hides holdings and audio courses for library type 3', () => {
    const shown = labels(student, recognised({ Type: 3 }));
    expect(shown).not.toContain('机构馆藏');
    expect(shown).not.toContain('有声书与课程');
    expect(shown).toContain('联盟馆');
    expect(labels(student, null, { ...bound, Type: 3 })).not.toContain('机构馆藏');
  });

  it('hides the entries named in the organisation Nav, by label, key or path', () => {
    const shown = labels(teacher, recognised({ Nav: '榜单，projects,/topicBank' }));
    expect(shown).not.toContain('榜单');
    expect(shown).not.toContain('热点专题');
    expect(shown).not.toContain('数据库');
    expect(shown).toContain('书城');
    expect(labels(teacher, recognised({ Nav: ['优选'] }))).not.toContain('优选');
  });
});
