import { AdminMessages, type AdminEntity } from '@moyue/contracts/api/editorial-admin';
import { NOTICE_MESSAGE_TYPE } from '@moyue/contracts/api/messages';
import type { z } from 'zod';
import type {
  AdminArticleSaveSchema,
  AdminBannerSaveSchema,
  AdminHotWordSaveSchema,
  AdminNoticeSaveSchema,
  AdminOrganizationSaveSchema,
  AdminTopicSaveSchema,
} from '@moyue/contracts/api/editorial-admin';
import { RECOMMEND_FIELDS } from '@moyue/contracts/recommend-form';
import type { Database, Executor } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { FileService } from '../media/index.ts';
import { MessageRepository } from '../messages/index.ts';
import {
  ORGANIZATION_NETWORKS_CACHE,
  ORGANIZATION_ROWS_CACHE,
  OrganizationAdminRepository,
  parseIpRanges,
} from '../organizations/index.ts';
import { HOT_WORDS_CACHE } from '../search/index.ts';
import { AdminPagesRepository } from './admin-pages.repository.ts';
import type { Editor } from './admin-guard.ts';
import { AdminRepository, type AdminListRow, type AuditRow } from './admin.repository.ts';
import { bannerArtSvg } from './banner-art.ts';
import { BANNERS_CACHE } from './banner.service.ts';

type Parsed<T extends z.ZodType> = z.output<T>;
export type BannerInput = Parsed<typeof AdminBannerSaveSchema>;
export type NoticeInput = Parsed<typeof AdminNoticeSaveSchema>;
export type HotWordInput = Parsed<typeof AdminHotWordSaveSchema>;
export type ArticleInput = Parsed<typeof AdminArticleSaveSchema>;
export type TopicInput = Parsed<typeof AdminTopicSaveSchema>;
export type OrganizationInput = Parsed<typeof AdminOrganizationSaveSchema>;

interface Stores {
  admin: AdminRepository;
  pages: AdminPagesRepository;
  notices: MessageRepository;
  organizations: OrganizationAdminRepository;
}
const storesOf = (ex: Executor): Stores => ({
  admin: new AdminRepository(ex),
  pages: new AdminPagesRepository(ex),
  notices: new MessageRepository(ex),
  organizations: new OrganizationAdminRepository(ex),
});

/** The public reads each kind of change alters (read-cache regions), dropped once it is committed. */
const CACHED_READS: Partial<Record<AdminEntity, string[]>> = {
  banner: [BANNERS_CACHE],
  'hot-word': [HOT_WORDS_CACHE],
  // its network ranges (who is recognised by address, institution access) and its row (rules)
  organization: [ORGANIZATION_NETWORKS_CACHE, ORGANIZATION_ROWS_CACHE],
};

const DELETE_TABLES = {
  banner: 'banners',
  'hot-word': 'hot_search_words',
  article: 'editorial_articles',
  topic: 'topics',
} as const;

/**
 * The editor console's changes (issue 15): each one and its audit row in one
 * transaction, so no change goes unrecorded. Reads go straight to the
 * tables the public calls read: a saved banner or notice is live at once.
 */
export class AdminService {
  constructor(
    private readonly database: Database,
    private readonly files: FileService,
    /** the public reads its changes alter (CACHED_READS); required, so no change goes uninvalidated */
    private readonly cache: ReadCache,
  ) {}

  private get stores(): Stores {
    return storesOf(this.database.db);
  }

  /** Runs a change and records it (who, what, when) in one transaction. */
  private async audited(
    editor: Editor,
    entity: AdminEntity,
    action: 'create' | 'update' | 'delete',
    summary: string,
    change: (stores: Stores) => Promise<number | null>,
  ): Promise<number> {
    const saved = await this.database.db.transaction(async (tx) => {
      const stores = storesOf(tx);
      const id = await change(stores);
      if (id === null) throw notFound(AdminMessages.Missing);
      await stores.admin.audit({ userId: editor.userId, action, entity, entityId: id, summary });
      return id;
    });
    for (const region of CACHED_READS[entity] ?? []) this.cache.invalidate(region);
    return saved;
  }

  list(entity: AdminEntity): Promise<AdminListRow[]> {
    switch (entity) {
      case 'banner':
        return this.stores.admin.banners();
      case 'notice':
        return this.stores.admin.notices(NOTICE_MESSAGE_TYPE);
      case 'hot-word':
        return this.stores.admin.hotWords();
      case 'article':
        return this.stores.pages.articles();
      case 'topic':
        return this.stores.pages.topics();
      case 'organization':
        return this.stores.organizations.list();
    }
  }

  audit(): Promise<AuditRow[]> {
    return this.stores.admin.recentAudit(100);
  }

  async saveBanner(editor: Editor, input: BannerInput): Promise<number> {
    // Without art of its own a banner gets its title drawn (stored like every public file).
    const coverUrl =
      input.coverUrl ||
      (
        await this.files.storePublic(
          bannerArtSvg(input.contents, input.contents.length),
          'image/svg+xml',
        )
      ).url;
    const banner = { ...input, coverUrl, url: input.url };
    return this.audited(editor, 'banner', input.id ? 'update' : 'create', input.contents, (s) =>
      input.id === undefined
        ? s.admin.insertBanner(banner)
        : this.found(s.admin.updateBanner(input.id, banner), input.id),
    );
  }

  async saveNotice(editor: Editor, input: NoticeInput): Promise<number> {
    const notice = { title: input.title, contents: input.contents };
    return this.audited(editor, 'notice', input.id ? 'update' : 'create', input.title, (s) =>
      input.id === undefined
        ? s.notices.insertNotice({ messageType: NOTICE_MESSAGE_TYPE, ...notice })
        : this.found(s.notices.updateNotice(input.id, NOTICE_MESSAGE_TYPE, notice), input.id),
    );
  }

  async saveHotWord(editor: Editor, input: HotWordInput): Promise<number> {
    return this.audited(
      editor,
      'hot-word',
      input.id ? 'update' : 'create',
      input.title,
      async (s) => {
        const id = await s.admin.saveHotWord(input.id, input);
        if (id === null) throw badRequest(AdminMessages.HotWordTaken);
        return id;
      },
    );
  }

  async saveArticle(editor: Editor, input: ArticleInput): Promise<number> {
    const slug = input.slug || null;
    return this.audited(
      editor,
      'article',
      input.id ? 'update' : 'create',
      input.title,
      async (s) => {
        if (slug && (await s.pages.slugTaken(slug, input.id)))
          throw badRequest(AdminMessages.SlugTaken);
        return s.pages.saveArticle(input.id, { ...input, slug });
      },
    );
  }

  async saveTopic(editor: Editor, input: TopicInput): Promise<number> {
    const contentIds = [...new Set(input.contentIds)];
    return this.audited(editor, 'topic', input.id ? 'update' : 'create', input.title, async (s) => {
      if ((await s.pages.countContents(contentIds)) !== contentIds.length)
        throw badRequest(AdminMessages.ContentMissing);
      return s.pages.saveTopic(input.id, input, contentIds);
    });
  }

  /**
   * An organisation, its network ranges and its settings — the spec §6
   * institution rules among them; checked before anything is written.
   */
  async saveOrganization(editor: Editor, input: OrganizationInput): Promise<number> {
    const { ranges, invalid } = parseIpRanges(input.ipRanges);
    if (invalid !== null) throw badRequest(`${AdminMessages.IpRangeInvalid}${invalid}`);
    const fields = input.recommendFields.split(/[,，\s]+/).filter(Boolean);
    const unknown = fields.find(
      (field) => !(RECOMMEND_FIELDS as readonly string[]).includes(field),
    );
    if (unknown !== undefined) throw badRequest(`${AdminMessages.RecommendFieldUnknown}${unknown}`);
    const excluded = [...new Set(input.excludedCategoryIds)];
    const settings = {
      ...input,
      ipRanges: ranges,
      recommendFields: [...new Set(fields)].join(','),
      excludedCategoryIds: excluded,
    };
    const action = input.id ? 'update' : 'create';
    return this.audited(editor, 'organization', action, input.title, async (s) => {
      if (await s.organizations.externalIdTaken(input.externalId, input.id))
        throw badRequest(AdminMessages.ExternalIdTaken);
      if ((await s.organizations.countCategories(excluded)) !== excluded.length)
        throw badRequest(AdminMessages.CategoryMissing);
      return s.organizations.save(input.id, settings);
    });
  }

  async remove(editor: Editor, entity: AdminEntity, id: number): Promise<void> {
    if (entity === 'organization') throw badRequest(AdminMessages.OrganizationNotDeletable);
    await this.audited(editor, entity, 'delete', `#${id}`, (s) =>
      this.found(
        entity === 'notice'
          ? s.notices.deleteNotice(id, NOTICE_MESSAGE_TYPE)
          : s.admin.deleteFrom(DELETE_TABLES[entity], id),
        id,
      ),
    );
  }

  private async found(done: Promise<boolean>, id: number): Promise<number | null> {
    return (await done) ? id : null;
  }
}
