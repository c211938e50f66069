import {
  AUDIOBOOK_OBJECT_TYPES,
  COURSE_OBJECT_TYPES,
  EBOOK_OBJECT_TYPES,
} from '@moyue/contracts/object-types';
import type {
  KeywordRankingData,
  OrganizationRankingData,
  OrganizationRankingParams,
  RankType,
  RankingListData,
  RankingListParams,
} from '@moyue/contracts/api/rankings';
import { presentOrganizationRanking, presentRankingItem } from './ranking.presenter.ts';
import type { BoardQuery, RankingRepository, RankingRow } from './ranking.repository.ts';

/** What each board counts and which items it holds. */
const BOARDS: Readonly<Record<RankType, Pick<BoardQuery, 'metric' | 'objectTypes'>>> = {
  1: { metric: 'reads', objectTypes: EBOOK_OBJECT_TYPES },
  2: { metric: 'reads', objectTypes: AUDIOBOOK_OBJECT_TYPES },
  3: { metric: 'reads', objectTypes: COURSE_OBJECT_TYPES },
  4: { metric: 'shelves', objectTypes: null },
  5: { metric: 'score', objectTypes: null },
};

/** How many answers are kept between refreshes (pages of boards); past it they are dropped. */
const MAX_KEPT_ANSWERS = 2000;

/** The boards of /wrap/bangdan, readRanking and readRankingOrg, read from the refreshed totals. */
export class RankingService {
  /** Answers kept until the next refresh: the totals change only then (issue 15 target p95 ≤ 20 ms). */
  private readonly answers = new Map<string, unknown>();
  private answersVersion = '';

  constructor(private readonly repository: RankingRepository) {}

  /**
   * The answer to one request as of the last refresh: computed once per
   * refresh (its exact time is the version), then served from memory; every
   * process reads the version, so none serves a board older than the refresh.
   */
  private async perRefresh<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const { version } = await this.repository.state();
    if (version !== this.answersVersion) {
      this.answers.clear();
      this.answersVersion = version;
    }
    if (this.answers.has(key)) return this.answers.get(key) as T;
    const answer = await compute();
    if (this.answers.size >= MAX_KEPT_ANSWERS) this.answers.clear();
    this.answers.set(key, answer);
    return answer;
  }

  list(params: RankingListParams): Promise<RankingListData> {
    return this.perRefresh(`list ${JSON.stringify(params)}`, () => this.computeList(params));
  }

  private async computeList(params: RankingListParams): Promise<RankingListData> {
    const key = params.organizationId?.trim();
    const organization = key ? await this.repository.organization(key) : null;
    const offset = (params.cp - 1) * params.ps;
    // An institution nobody knows ranks nothing (not the platform's board under its name).
    const { total, rows } =
      key && !organization
        ? { total: 0, rows: [] }
        : await this.repository.board({
            ...BOARDS[params.rankType],
            period: params.period,
            organizationId: organization?.id ?? 0,
            publisherId: params.publisherId ?? null,
            offset,
            limit: params.ps,
          });
    const state = await this.repository.state();
    return {
      ItemList: rows.map((row, i) => presentRankingItem(row, offset + i + 1)),
      RecordCount: total,
      RankType: params.rankType,
      Period: params.period,
      RefreshTime: state.refreshTime,
      IsDemo: state.isDemo,
      OrganizationTitle: organization?.title ?? '',
    };
  }

  organizations(params: OrganizationRankingParams): Promise<OrganizationRankingData> {
    return this.perRefresh(`organizations ${JSON.stringify(params)}`, () =>
      this.computeOrganizations(params),
    );
  }

  private async computeOrganizations(
    params: OrganizationRankingParams,
  ): Promise<OrganizationRankingData> {
    const offset = (params.cp - 1) * params.ps;
    const { total, rows } = await this.repository.organizations({
      period: params.period,
      offset,
      limit: params.ps,
    });
    const state = await this.repository.state();
    return {
      ItemList: rows.map((row, i) => presentOrganizationRanking(row, offset + i + 1)),
      RecordCount: total,
      Period: params.period,
      RefreshTime: state.refreshTime,
      IsDemo: state.isDemo,
    };
  }

  keywords(params: { period: number; ps: number }): Promise<KeywordRankingData> {
    return this.perRefresh(`keywords ${params.period} ${params.ps}`, () =>
      this.computeKeywords(params),
    );
  }

  private async computeKeywords(params: {
    period: number;
    ps: number;
  }): Promise<KeywordRankingData> {
    const { total, rows } = await this.repository.keywords({
      period: params.period,
      limit: params.ps,
    });
    const state = await this.repository.state();
    return {
      ItemList: rows.map((row, i) => ({
        Rank: i + 1,
        Keyword: row.keyword,
        Searches: Number(row.searches),
      })),
      RecordCount: total,
      Period: params.period,
      RefreshTime: state.refreshTime,
      IsDemo: state.isDemo,
    };
  }

  /** The most read e-books of the week (all time when the week has few): the home page's shelf, kept per refresh like the boards. */
  mostRead(limit: number): Promise<RankingRow[]> {
    return this.perRefresh(`most read ${limit}`, () => this.computeMostRead(limit));
  }

  private async computeMostRead(limit: number): Promise<RankingRow[]> {
    const board = async (period: number) =>
      (
        await this.repository.board({
          ...BOARDS[1],
          period,
          organizationId: 0,
          offset: 0,
          limit,
        })
      ).rows;
    const week = await board(1);
    return week.length >= Math.min(limit, 6) ? week : board(3);
  }
}
