import {
  FOLLOW_NEWEST_BOOKS,
  PressMessages,
  type FollowListData,
  type FollowState,
  type FollowTargetType,
} from '@moyue/contracts/api/press';
import { notFound } from '../../platform/errors.ts';
import type { FollowRepository } from './follow.repository.ts';
import { presentFollow } from './press.presenter.ts';

/** The largest press id (bigint ids travel as text; a longer one names no press). */
const PRESS_ID = /^[1-9]\d{0,15}$/;

/** Follows of presses and authors (spec §3 IsFollow, followNumber; centre myFollows). */
export class FollowService {
  constructor(
    private readonly follows: FollowRepository,
    private readonly now: () => Date,
  ) {}

  /** Refuses a target that does not exist; answers its canonical key. */
  private async existing(type: FollowTargetType, targetId: string): Promise<string> {
    if (type === 1) {
      if (!PRESS_ID.test(targetId) || (await this.follows.targetTitle(1, targetId)) === null)
        throw notFound(PressMessages.PressMissing);
      return targetId;
    }
    if ((await this.follows.targetTitle(2, targetId)) === null)
      throw notFound(PressMessages.AuthorMissing);
    return targetId;
  }

  private async stateOf(
    userId: number | null,
    type: FollowTargetType,
    key: string,
  ): Promise<FollowState> {
    const state = await this.follows.state(userId, type, key);
    return { IsFollow: state.isFollow, FollowNumber: state.followNumber };
  }

  /** Follows (idempotent: a retry answers the same state). */
  async follow(userId: number, type: FollowTargetType, targetId: string): Promise<FollowState> {
    const key = await this.existing(type, targetId);
    await this.follows.follow(userId, type, key, this.now());
    return this.stateOf(userId, type, key);
  }

  /** Stops following (idempotent: unfollowing twice answers the same state). */
  async unfollow(userId: number, type: FollowTargetType, targetId: string): Promise<FollowState> {
    const key = await this.existing(type, targetId);
    await this.follows.unfollow(userId, type, key);
    return this.stateOf(userId, type, key);
  }

  async state(
    userId: number | null,
    type: FollowTargetType,
    targetId: string,
  ): Promise<FollowState> {
    return this.stateOf(userId, type, await this.existing(type, targetId));
  }

  /** myFollows: what the reader follows, each with its newest books. */
  async list(
    userId: number,
    input: { targetType?: FollowTargetType | undefined; cp: number; ps: number },
  ): Promise<FollowListData> {
    const { total, rows } = await this.follows.list({
      userId,
      type: input.targetType,
      offset: (input.cp - 1) * input.ps,
      limit: input.ps,
    });
    const books = await Promise.all(
      rows.map((row) =>
        this.follows.newestBooks(row.targetType, row.targetKey, FOLLOW_NEWEST_BOOKS),
      ),
    );
    return {
      ItemList: rows.map((row, i) => presentFollow(row, books[i] ?? [])),
      RecordCount: total,
    };
  }
}
