import {
  SpecialMessages,
  type ElectListData,
  type ElectPrecedenceData,
  type ElectVoteData,
} from '@moyue/contracts/api/special';
import { Code } from '@moyue/contracts/codes';
import { OrganizationMessages } from '@moyue/contracts/messages';
import { SocialStatus } from '@moyue/contracts/messages';
import { AppError } from '../../platform/errors.ts';
import type { SignedInViewer, Viewer } from '../../platform/session.ts';
import type { ElectionRepository } from './election.repository.ts';
import {
  presentElectItem,
  presentOrganization,
  presentPrecedenceItem,
} from './election.presenter.ts';

/** Who is asking (platform/session.ts viewerOf): user, device, client address. */
export type SpecialViewer = Viewer;

/** What the special pages ask the organizations module. */
export interface InstitutionSource {
  holdingsOrganizationFor(viewer: SpecialViewer): Promise<number | null>;
  titleOf(organizationId: number): Promise<string>;
}

/** 纸书选采 (paperElect) and 选采优先 (electPrecedence): votes and the ranking. */
export class ElectionService {
  constructor(
    private readonly repository: ElectionRepository,
    private readonly institutions: InstitutionSource,
  ) {}

  /** The viewer's institution's selection; without one, every institution's together. */
  async list(viewer: SpecialViewer, page: { cp: number; ps: number }): Promise<ElectListData> {
    const organizationId = await this.institutions.holdingsOrganizationFor(viewer);
    const offset = (page.cp - 1) * page.ps;
    const rows = await this.repository.candidates({
      organizationId,
      userId: viewer.userId,
      limit: page.ps,
      offset,
    });
    return {
      Organization:
        organizationId === null
          ? null
          : presentOrganization({
              id: organizationId,
              title: await this.institutions.titleOf(organizationId),
            }),
      CanVote: organizationId !== null && viewer.userId !== null,
      ItemList: rows.map((row, index) => presentElectItem(row, offset + index + 1)),
      RecordCount: rows[0]?.total ?? 0,
    };
  }

  /** One vote per reader, title and institution: repeating it (even at once, 20 times) counts once. */
  async vote(
    viewer: SignedInViewer,
    contentId: number,
  ): Promise<{
    data: ElectVoteData;
    description: string;
  }> {
    const organizationId = await this.institutions.holdingsOrganizationFor(viewer);
    if (organizationId === null)
      throw new AppError(Code.NeedsInstitution, OrganizationMessages.BindFirst);
    if (!(await this.repository.isAcquirable(contentId)))
      throw new AppError(Code.NotFound, SpecialMessages.ContentNotFound, 404);
    const { added, voteCount } = await this.repository.vote({
      organizationId,
      contentId,
      userId: viewer.userId,
    });
    return {
      data: { ObjectId: contentId, VoteCount: voteCount, Added: added },
      description: added ? SpecialMessages.VoteDone : SpecialMessages.VoteAgain,
    };
  }

  /**
   * The ranking with its reasons and holdings: editors see any institution's,
   * an institution's teachers (its librarians here) their own; others are refused.
   */
  async precedence(
    viewer: SignedInViewer,
    input: { cp: number; ps: number; organizationId?: number | undefined },
  ): Promise<ElectPrecedenceData> {
    const editor = await this.repository.isEditor(viewer.userId);
    const own = await this.institutions.holdingsOrganizationFor(viewer);
    let organizationId: number | null;
    if (editor) {
      const all = await this.repository.organizations();
      organizationId = input.organizationId ?? own ?? all[0]?.id ?? null;
      if (organizationId === null || !all.some((row) => row.id === organizationId))
        throw new AppError(Code.NotFound, SpecialMessages.UnknownOrganization, 404);
      return this.ranking(organizationId, input, all);
    }
    const librarian = (await this.repository.socialStatus(viewer.userId)) === SocialStatus.Teacher;
    if (!librarian || own === null || (input.organizationId ?? own) !== own)
      throw new AppError(Code.Forbidden, SpecialMessages.PrecedenceForbidden, 403);
    return this.ranking(own, input, []);
  }

  private async ranking(
    organizationId: number,
    page: { cp: number; ps: number },
    organizations: { id: number; title: string }[],
  ): Promise<ElectPrecedenceData> {
    const offset = (page.cp - 1) * page.ps;
    const rows = await this.repository.candidates({
      organizationId,
      userId: null,
      limit: page.ps,
      offset,
    });
    const contentIds = rows.map((row) => Number(row.id));
    const reasons = await this.repository.reasons(organizationId, contentIds);
    const held = await this.repository.held(organizationId, contentIds);
    return {
      Organization: presentOrganization({
        id: organizationId,
        title: await this.institutions.titleOf(organizationId),
      }),
      Organizations: organizations.map(presentOrganization),
      ItemList: rows.map((row, index) =>
        presentPrecedenceItem(
          presentElectItem(row, offset + index + 1),
          reasons.filter((reason) => reason.contentId === Number(row.id)),
          held.has(Number(row.id)),
        ),
      ),
      RecordCount: rows[0]?.total ?? 0,
    };
  }
}
