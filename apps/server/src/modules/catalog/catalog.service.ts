import {
  CONTENT_NOT_FOUND_MESSAGE,
  contentDetailPath,
  splitMediaSuffix,
  type ContentDetail,
  type ContentDetailParams,
  type MediaType,
  type RecommendListData,
  type RecommendListParams,
} from '@moyue/contracts/api/catalog';
import { Code } from '@moyue/contracts/codes';
import { OBJECT_TYPE_GROUPS, objectTypeGroupOf } from '@moyue/contracts/object-types';
import { AppError } from '../../platform/errors.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import type { Viewer } from '../../platform/session.ts';
import type { CatalogRepository, ContentDetailRecord } from './catalog.repository.ts';
import { presentContentDetail, presentContentSummary } from './catalog.presenter.ts';

/** Who is asking (platform/session.ts viewerOf): user, device, client address. */
export type ContentViewer = Viewer;

/** What a reader holds of a content item (spec §3 ExtendData.IsOrdered, IsPartner …). */
export interface ContentEntitlements {
  isOrdered: boolean;
  isPartner: boolean;
  isRecommend: boolean;
  isInxiaoyou: boolean;
  /** Free for this reader: a free item, or one the reader's institution holds (reading module). */
  isFree: boolean;
  /** FileExternalId of each stored edition (reading module); none for fileless items. */
  editions: Partial<Record<MediaType, string>>;
  /** spec §3 ExtendData.TotalSeconds: the playing time of a course's media (reading module). */
  totalSeconds: number;
}

/** Answers the per-reader flags of a detail; orders, organisations and donations plug in here. */
export interface EntitlementSource {
  forContent(contentId: number, viewer: ContentViewer): Promise<ContentEntitlements>;
}

/** The flags no source answers: nothing held (the base composeEntitlements fills in). */
export const NO_ENTITLEMENTS: EntitlementSource = {
  forContent: async () => ({
    isOrdered: false,
    isPartner: false,
    isRecommend: false,
    isInxiaoyou: false,
    isFree: false,
    editions: {},
    totalSeconds: 0,
  }),
};

/** A source of some of the flags (orders: reading; donations and recommendations: engagement). */
export interface PartialEntitlementSource {
  forContent(contentId: number, viewer: ContentViewer): Promise<Partial<ContentEntitlements>>;
}

/** One EntitlementSource from several: each answers the flags it knows, a flag nobody answers is false. */
export function composeEntitlements(...sources: PartialEntitlementSource[]): EntitlementSource {
  return {
    async forContent(contentId, viewer) {
      const answers = await Promise.all(
        sources.map((source) => source.forContent(contentId, viewer)),
      );
      const combined: ContentEntitlements = await NO_ENTITLEMENTS.forContent(contentId, viewer);
      return Object.assign(combined, ...answers) as ContentEntitlements;
    },
  };
}

export interface DetailRequest {
  /** scheme://host of the request, for the absolute ShareUrl */
  origin: string;
  viewer: ContentViewer;
}

/** The read-cache regions of content details (by id) and of ExternalId → id. */
export const CONTENT_DETAIL_CACHE = 'content-detail';
const CONTENT_ID_CACHE = 'content-id';

const contentNotFound = () => new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);

/** The object types similar resources are drawn from by default: the switcher group of the object (spec §2). */
export function defaultObjectTypes(objectType: number): number[] {
  const group = objectTypeGroupOf(objectType);
  return group ? [...OBJECT_TYPE_GROUPS[group]] : [objectType];
}

/** Content details and similar resources (spec §3 Content detail, §7). */
export class CatalogService {
  constructor(
    private readonly repository: CatalogRepository,
    private readonly entitlements: EntitlementSource,
    private readonly cache: ReadCache,
  ) {}

  async detail(params: ContentDetailParams, request: DetailRequest): Promise<ContentDetail> {
    const found = await this.find(params);
    if (!found) throw contentNotFound();
    const { row, askedExternalId, mediaType } = found;
    const id = Number(row.id);
    const held = await this.entitlements.forContent(id, request.viewer);
    return presentContentDetail(row, {
      askedExternalId,
      mediaType,
      shareUrl: `${request.origin}${contentDetailPath(row.objectType, id)}`,
      ...held,
    });
  }

  /**
   * The public part of a detail (the content row), from the read cache: by
   * id, an ExternalId first resolved to its id (ids and ExternalIds never
   * change). Whoever changes a content row invalidates CONTENT_DETAIL_CACHE
   * for its id; the reader's flags are joined in per request.
   */
  private async findDetail(
    key: { id: number } | { externalId: string },
  ): Promise<ContentDetailRecord | null> {
    const id =
      'id' in key
        ? key.id
        : await this.cache.get(CONTENT_ID_CACHE, key.externalId, async () => {
            const row = await this.repository.findDetail(key);
            return row && Number(row.id);
          });
    if (id === null) return null;
    return this.cache.get(CONTENT_DETAIL_CACHE, id, () => this.repository.findDetail({ id }));
  }

  /** By id; else by ExternalId, whose -Pdf / -Epub suffix names the edition (spec §3). */
  private async find(params: ContentDetailParams): Promise<{
    row: ContentDetailRecord;
    askedExternalId: string | null;
    mediaType: MediaType | null;
  } | null> {
    if (params.id !== undefined) {
      const row = await this.findDetail({ id: params.id });
      return row && { row, askedExternalId: null, mediaType: null };
    }
    const asked = params.ExternalId ?? params.externalId ?? '';
    const { externalId, mediaType } = splitMediaSuffix(asked);
    if (mediaType) {
      const row = await this.findDetail({ externalId });
      if (row) return { row, askedExternalId: asked, mediaType };
    }
    // No suffix, or an id that really ends in -Pdf.
    const row = await this.findDetail({ externalId: asked });
    return row && { row, askedExternalId: null, mediaType: null };
  }

  /** Similar resources of one content item, paged (spec §7 v1/api/content/recommendlist). */
  async similar(params: RecommendListParams): Promise<RecommendListData> {
    const target = await this.repository.findTarget(params.objectId);
    if (!target) throw contentNotFound();
    const objectTypes = params.objectTypes?.length
      ? params.objectTypes
      : defaultObjectTypes(target.objectType);
    const result = await this.repository.similarContents(
      target.id,
      objectTypes,
      (params.cp - 1) * params.ps,
      params.ps,
    );
    return { ItemList: result.items.map(presentContentSummary), RecordCount: result.total };
  }
}
