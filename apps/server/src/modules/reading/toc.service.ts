import {
  ReadingMessages,
  parseAuthorizeParameters,
  type TocContentData,
  type TocContentParams,
  type TocListData,
  type TocListParams,
} from '@moyue/contracts/api/reading';
import { Code } from '@moyue/contracts/codes';
import { AppError, badRequest } from '../../platform/errors.ts';
import { presentRights, type EntitlementService, type Viewer } from './entitlement.service.ts';
import { readerAccess, type ReaderAccess } from './reader-access.ts';
import type { ReadingRepository } from './reading.repository.ts';
import type { TocFileService } from './toc-file.service.ts';
import { NO_NODE_FILES, presentTocTree } from './toc.presenter.ts';

/** The table of contents with its locks, and the text of one node (spec §3, §5, §7). */
export class TocService {
  constructor(
    private readonly reading: ReadingRepository,
    private readonly entitlements: EntitlementService,
    /** the lessons' files (spec §3 MultimediaFiles, Courseware, AnnexeFiles) */
    private readonly files?: TocFileService,
  ) {}

  /** spec §7 tableofcontent/list: the tree, each node locked or not for this reader. */
  async list(params: TocListParams, viewer: Viewer): Promise<TocListData> {
    const parsed = parseAuthorizeParameters(params.authorzieParameters);
    if (!parsed.ok) throw badRequest(parsed.message);
    const { entitlement, ordered, lock } = await this.load(params.objectId, viewer);
    const files =
      params.getFiles && this.files
        ? await this.files.nodeFiles(params.objectId, viewer)
        : NO_NODE_FILES;
    return {
      ...presentRights(entitlement),
      ItemList: presentTocTree(ordered, lock, params.isRecursive, files),
    };
  }

  /**
   * The passages of one node for knowledgeReader. spec §5: a locked node
   * cannot be opened — refused here, with none of its text.
   */
  async content(params: TocContentParams, viewer: Viewer): Promise<TocContentData> {
    const { ordered, lock } = await this.load(params.objectId, viewer);
    const index = ordered.findIndex((node) => node.id === params.tocId);
    const node = ordered[index];
    if (!node) throw new AppError(Code.NotFound, ReadingMessages.NodeNotFound, 404);
    if (lock.isNodeLocked(node.id))
      throw new AppError(Code.Forbidden, ReadingMessages.NodeLocked, 403);
    const passages = await this.reading.passagesOfNode(node.id);
    const previous = ordered[index - 1] ?? null;
    const next = ordered[index + 1] ?? null;
    return {
      TocId: node.id,
      Title: node.title,
      Page: node.page,
      Passages: passages
        .filter((passage) => !lock.isPassageLocked({ tocNodeId: node.id, page: passage.page }))
        .map((passage) => ({ Id: Number(passage.id), Page: passage.page, Text: passage.body })),
      PrevTocId: previous?.id ?? null,
      NextTocId: next?.id ?? null,
      IsNextLocked: next ? lock.isNodeLocked(next.id) : false,
    };
  }

  private load(contentId: number, viewer: Viewer): Promise<ReaderAccess> {
    return readerAccess(this.reading, this.entitlements, contentId, viewer);
  }
}
