import type {
  EnterpriseData,
  PdfListData,
  SpecialBook,
  TopicBankData,
} from '@moyue/contracts/api/special';
import { coverUrlOf, type ContentCardRow } from '../engagement/index.ts';
import { publicFileUrl } from '../media/index.ts';
import type { InstitutionSource, SpecialViewer } from './election.service.ts';
import type { CollectionsRepository, ExcerptRow } from './collections.repository.ts';
import { ENTERPRISE_THEMES, EXCERPTS_PER_THEME, excerptAround } from './enterprise-themes.ts';

/** reading: which passages are beyond the reader's trial (no excerpt of them is sent). */
export interface PassageLocks {
  lockedPassageIds(
    passages: { id: number; contentId: number; tocNodeId: number; page: number }[],
    viewer: SpecialViewer,
  ): Promise<Set<number>>;
}

/** Candidates fetched per theme before the locked ones are dropped. */
const CANDIDATES_PER_THEME = 24;
/** The themes' passages change only with the catalogue: kept this long. */
const EXCERPT_CACHE_MS = 10 * 60_000;

const presentBook = (row: ContentCardRow): SpecialBook => ({
  Id: Number(row.id),
  ExternalId: row.externalId,
  ObjectType: row.objectType,
  Title: row.title,
  Author: row.author,
  CoverUrl: coverUrlOf(row),
});

/** The curated pages: databases (topicBank), 中华商道 (ChineseEnterprises), PDFs (gdpdf). */
export class CollectionsService {
  private excerptCache: { at: number; rows: ExcerptRow[][] } | null = null;

  constructor(
    private readonly repository: CollectionsRepository,
    private readonly institutions: InstitutionSource,
    private readonly locks: PassageLocks,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * spec §2 /topicBank: the viewer's institution's subscribed collections
   * (its holdings by top-level 中图法 class); without an institution the
   * platform's collections, marked as not subscribed.
   */
  async topicBank(viewer: SpecialViewer): Promise<TopicBankData> {
    const organizationId = await this.institutions.holdingsOrganizationFor(viewer);
    const rows = await this.repository.collections(organizationId);
    return {
      Organization:
        organizationId === null
          ? null
          : { Id: organizationId, Title: await this.institutions.titleOf(organizationId) },
      Subscribed: organizationId !== null,
      ItemList: rows.map((row) => ({
        CategoryId: row.categoryId,
        Code: row.code,
        Title: row.title,
        Count: row.count,
        Covers: (row.covers ?? []).map((cover) => {
          const [sha256 = '', mimeType = ''] = cover.split('|');
          return publicFileUrl(sha256, mimeType);
        }),
      })),
    };
  }

  /** /ChineseEnterprises: each theme's excerpts the reader may open, and their books. */
  async enterprise(viewer: SpecialViewer): Promise<EnterpriseData> {
    const candidates = await this.themeCandidates();
    const all = candidates.flat();
    const locked = await this.locks.lockedPassageIds(all, viewer);
    const sections = ENTERPRISE_THEMES.map((theme, index) => {
      const open = (candidates[index] ?? [])
        .filter((row) => !locked.has(row.id))
        .slice(0, EXCERPTS_PER_THEME);
      return { theme, open };
    });
    const bookIds = [...new Set(sections.flatMap(({ open }) => open.map((row) => row.contentId)))];
    const books = new Map(
      (await this.repository.cards(bookIds)).map((row) => [Number(row.id), presentBook(row)]),
    );
    return {
      Sections: sections.map(({ theme, open }) => ({
        Key: theme.key,
        Title: theme.title,
        Intro: theme.intro,
        Keyword: theme.keyword,
        Excerpts: open.map((row) => ({
          ContentId: row.contentId,
          BookTitle: row.bookTitle,
          Chapter: row.chapter,
          Text: excerptAround(row.body, theme.words),
        })),
        Books: [...new Set(open.map((row) => row.contentId))].flatMap((id) => {
          const book = books.get(id);
          return book ? [book] : [];
        }),
      })),
    };
  }

  /** gdpdf: the catalogue's PDF editions. */
  async pdfs(page: { cp: number; ps: number }): Promise<PdfListData> {
    const rows = await this.repository.pdfs(page.ps, (page.cp - 1) * page.ps);
    return {
      ItemList: rows.map((row) => ({
        ...presentBook(row),
        Publisher: row.publisher ?? '',
        Pages: row.pages,
        ByteSize: row.byteSize,
        IsFree: row.isFree,
      })),
      RecordCount: rows[0]?.total ?? 0,
    };
  }

  private async themeCandidates(): Promise<ExcerptRow[][]> {
    const at = this.now().getTime();
    if (this.excerptCache && at - this.excerptCache.at < EXCERPT_CACHE_MS)
      return this.excerptCache.rows;
    const rows: ExcerptRow[][] = [];
    for (const theme of ENTERPRISE_THEMES)
      rows.push(await this.repository.excerpts(theme.words, CANDIDATES_PER_THEME));
    this.excerptCache = { at, rows };
    return rows;
  }
}
