import {
  PressMessages,
  type PressDepartmentData,
  type PressDetail,
  type PressListData,
} from '@moyue/contracts/api/press';
import { notFound } from '../../platform/errors.ts';
import type { FollowRepository } from './follow.repository.ts';
import { presentBook, presentDepartment, presentPressCard } from './press.presenter.ts';
import type { PressRepository } from './press.repository.ts';

/** How many newest books a press card and a storefront show. */
const CARD_BOOKS = 3;
const STOREFRONT_BOOKS = 12;

/** The publisher shop (spec §2 'Publisher shop'): presses, storefronts and departments. */
export class PressService {
  constructor(
    private readonly presses: PressRepository,
    private readonly follows: FollowRepository,
  ) {}

  /** /wrap/pressResource: the presses, most books first. */
  async list(input: {
    keyword: string;
    name: string;
    cp: number;
    ps: number;
  }): Promise<PressListData> {
    const { total, rows } = await this.presses.list({
      keyword: input.keyword,
      name: input.name,
      offset: (input.cp - 1) * input.ps,
      limit: input.ps,
    });
    const books = await this.presses.newestOf(
      rows.map((row) => row.id),
      CARD_BOOKS,
    );
    return {
      ItemList: rows.map((row) => presentPressCard(row, books.get(row.id) ?? [])),
      RecordCount: total,
    };
  }

  /** /press/index and /press/info: one press, with the reader's IsFollow. */
  async detail(userId: number | null, id: number): Promise<PressDetail> {
    const press = await this.presses.find(id);
    if (!press) throw notFound(PressMessages.PressMissing);
    const [books, departments, state] = await Promise.all([
      this.presses.newestOf([id], STOREFRONT_BOOKS),
      this.presses.departmentsOf(id),
      this.follows.state(userId, 1, String(id)),
    ]);
    return {
      Id: press.id,
      Title: press.title,
      Introduction: press.introduction,
      DcdAdress: press.dcdAddress,
      BookCount: press.bookCount,
      FollowNumber: state.followNumber,
      IsFollow: state.isFollow,
      IsDemo: press.isDemo,
      NewBooks: (books.get(id) ?? []).map(presentBook),
      Departments: departments.map(presentDepartment),
    };
  }

  /** /press/depDetails: a department and a page of its books. */
  async department(input: { id: number; cp: number; ps: number }): Promise<PressDepartmentData> {
    const department = await this.presses.department(input.id);
    if (!department) throw notFound(PressMessages.DepartmentMissing);
    const books = await this.presses.departmentBooks(input.id, (input.cp - 1) * input.ps, input.ps);
    return {
      Id: department.id,
      Title: department.title,
      Introduction: department.introduction,
      PressId: department.pressId,
      PressTitle: department.pressTitle,
      ItemList: books.map(presentBook),
      RecordCount: department.bookCount,
    };
  }
}
