import { sql } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import {
  organizationIpRanges,
  organizations,
  userOrganizations,
} from '../db/schema/organizations.ts';
import type { Db } from '../platform/db.ts';
import { hashPassword } from '../modules/accounts/password.ts';

export interface DemoOrganization {
  externalId: string;
  title: string;
  /** spec §1: 1 library, 3 type 3, 9 other */
  type: 1 | 3 | 9;
  isPartner: boolean;
  libraryType: number;
  ipRanges: string[];
  recommendFields: string;
}

/** spec §1/§6: a library recognised on this machine's loopback, a type-3 institution, a partner. */
export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    externalId: 'org-demo-library',
    title: '墨阅示范图书馆',
    type: 1,
    isPartner: true,
    libraryType: 1,
    ipRanges: ['127.0.0.0/8', '::1/128'],
    recommendFields:
      'OrganizationTitle,SocialStatus,DepartmentName,Education,SchoolYear,SocialStatusNumber,RecommendName,RecommendPhone,RecommendEmail',
  },
  {
    externalId: 'org-demo-college',
    title: '墨阅示范职业学院',
    type: 3,
    isPartner: false,
    libraryType: 3,
    ipRanges: ['198.51.100.0/24'],
    recommendFields: 'RecommendName,RecommendPhone',
  },
  {
    externalId: 'org-demo-partner',
    title: '墨阅联盟伙伴书院',
    type: 9,
    isPartner: true,
    libraryType: 0,
    ipRanges: ['203.0.113.0/24', '2001:db8::/32'],
    recommendFields: 'RecommendName,RecommendEmail',
  },
];

export interface DemoUser {
  role: string;
  mobileNumber: string;
  email: string;
  password: string;
  nickName: string;
  realName: string;
  /** spec §9: 1 student, 2 teacher, 3 ordinary reader */
  socialStatus: 1 | 2 | 3;
  organization: string | null;
}

/** The demo accounts listed in the README (role, phone, password). */
export const DEMO_PASSWORD = 'Moyue2026';
export const DEMO_USERS: DemoUser[] = [
  {
    role: '读者',
    mobileNumber: '13800000001',
    email: 'reader@moyue.example',
    password: DEMO_PASSWORD,
    nickName: '书虫',
    realName: '李书言',
    socialStatus: 3,
    organization: null,
  },
  {
    role: '学生',
    mobileNumber: '13800000002',
    email: 'student@moyue.example',
    password: DEMO_PASSWORD,
    nickName: '青衿',
    realName: '王子衿',
    socialStatus: 1,
    organization: 'org-demo-college',
  },
  {
    role: '教师',
    mobileNumber: '13800000003',
    email: 'teacher@moyue.example',
    password: DEMO_PASSWORD,
    nickName: '杏坛',
    realName: '陈明远',
    socialStatus: 2,
    organization: 'org-demo-library',
  },
  {
    role: '机构成员',
    mobileNumber: '13800000004',
    email: 'member@moyue.example',
    password: DEMO_PASSWORD,
    nickName: '馆员',
    realName: '周文若',
    socialStatus: 3,
    organization: 'org-demo-library',
  },
];

const CERTIFICATION_DAYS = 365;

/** Organisations with their IP ranges, and users certified in them; existing rows are kept. */
export async function writeDemoPeople(db: Db): Promise<void> {
  const orgIds = new Map<string, number>();
  for (const org of DEMO_ORGANIZATIONS) {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(organizations)
        .values({
          externalId: org.externalId,
          title: org.title,
          type: org.type,
          isPartner: org.isPartner,
          libraryType: org.libraryType,
          recommendFields: org.recommendFields,
          aqrId: org.externalId,
        })
        .onConflictDoNothing()
        .returning({ id: organizations.id });
      const [row] = inserted.length
        ? inserted
        : await tx
            .select({ id: organizations.id })
            .from(organizations)
            .where(sql`${organizations.externalId} = ${org.externalId}`);
      if (!row) throw new Error(`organisation ${org.externalId} not stored`);
      orgIds.set(org.externalId, row.id);
      if (inserted.length) {
        await tx
          .insert(organizationIpRanges)
          .values(org.ipRanges.map((ipRange) => ({ organizationId: row.id, ipRange })));
      }
    });
  }
  for (const user of DEMO_USERS) {
    const passwordHash = await hashPassword(user.password);
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          externalId: `u-demo-${user.mobileNumber}`,
          mobileNumber: user.mobileNumber,
          email: user.email,
          nickName: user.nickName,
          realName: user.realName,
          passwordHash,
          socialStatus: user.socialStatus,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const [row] = inserted;
      const organizationId = user.organization ? orgIds.get(user.organization) : undefined;
      if (row && organizationId !== undefined) {
        await tx.insert(userOrganizations).values({
          userId: row.id,
          organizationId,
          state: 4,
          expireTime: new Date(Date.now() + CERTIFICATION_DAYS * 86_400_000),
        });
      }
    });
  }
}
