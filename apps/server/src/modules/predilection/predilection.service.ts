import {
  CenterMessages,
  PREFERENCE_MAX,
  type PredilectionData,
  type PreferredBooksData,
} from '@moyue/contracts/api/center';
import { badRequest } from '../../platform/errors.ts';
import { presentContentCard } from '../engagement/index.ts';
import { presentCategoryTree } from './predilection.presenter.ts';
import type { PredilectionRepository } from './predilection.repository.ts';

/** Reading preferences (myPredilection) and the 猜你喜欢 shelf they choose. */
export class PredilectionService {
  constructor(private readonly repository: PredilectionRepository) {}

  async detail(userId: number): Promise<PredilectionData> {
    const [rows, picks] = await Promise.all([
      this.repository.categories(),
      this.repository.picks(userId),
    ]);
    return { Categories: presentCategoryTree(rows), CategoryIds: picks };
  }

  /** Replaces the reader's picks: at most PREFERENCE_MAX, each a pickable 中图法 class. */
  async save(userId: number, categoryIds: readonly number[]): Promise<PredilectionData> {
    const ids = [...new Set(categoryIds)];
    if (ids.length > PREFERENCE_MAX) throw badRequest(CenterMessages.TooManyPreferences);
    const known = await this.repository.pickable(ids);
    if (ids.some((id) => !known.has(id))) throw badRequest(CenterMessages.UnknownCategory);
    await this.repository.replace(userId, ids);
    return this.detail(userId);
  }

  /** 猜你喜欢: books of the picked classes; none without picks. */
  async books(userId: number, limit: number): Promise<PreferredBooksData> {
    const { Categories, CategoryIds } = await this.detail(userId);
    if (CategoryIds.length === 0) return { ItemList: [], CategoryTitles: [] };
    const picked = new Set(CategoryIds);
    const titles = Categories.flatMap((top) => [top, ...top.Child])
      .filter((node) => picked.has(node.Id))
      .map((node) => node.Title);
    const rows = await this.repository.books(userId, CategoryIds, limit);
    return { ItemList: rows.map(presentContentCard), CategoryTitles: titles };
  }
}
