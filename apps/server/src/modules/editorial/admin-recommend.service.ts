import { maskAccount } from '@moyue/contracts/masking';
import {
  RECOMMEND_MESSAGE_TYPE,
  RecommendAdminLimits,
  RecommendAdminMessages,
  recommendStateText,
  type RecommendAdminItem,
  type RecommendAdminList,
} from '@moyue/contracts/api/recommend-admin';
import { RecommendState } from '@moyue/contracts/api/center';
import type { Database } from '../../platform/db.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { MessageRepository } from '../messages/index.ts';
import type { Editor } from './admin-guard.ts';
import { AdminRecommendRepository, type AdminRecommendRow } from './admin-recommend.repository.ts';
import { AdminRepository } from './admin.repository.ts';

const ANSWER_STATES: readonly number[] = [
  RecommendState.Accepted,
  RecommendState.Purchased,
  RecommendState.Refused,
];

const present = (row: AdminRecommendRow): RecommendAdminItem => ({
  Id: row.id,
  State: row.state,
  StateText: recommendStateText(row.state),
  Reason: row.reason,
  Remark: row.remark,
  Reply: row.reply,
  ReplyTime: row.replyTime ?? '',
  CreateTime: row.createTime,
  ContentId: row.contentId,
  ContentTitle: row.contentTitle,
  OrganizationId: row.organizationId,
  OrganizationTitle: row.organizationTitle,
  UserName: maskAccount(row.userAccount),
});

/**
 * The console's 荐购处理: editors list readers' recommend-to-buy requests and
 * answer one. The answer, its audit row and the reader's message are written
 * in one transaction; the same answer given again writes nothing more.
 */
export class AdminRecommendService {
  constructor(private readonly database: Database) {}

  async list(input: {
    cp: number;
    ps: number;
    state: string;
    organizationId: number | '';
  }): Promise<RecommendAdminList> {
    const { rows, total } = await new AdminRecommendRepository(this.database.db).list({
      state: input.state === '' ? null : Number(input.state),
      organizationId: input.organizationId === '' ? null : input.organizationId,
      offset: (input.cp - 1) * input.ps,
      limit: input.ps,
    });
    return { ItemList: rows.map(present), RecordCount: total };
  }

  async answer(
    editor: Editor,
    id: number,
    state: number,
    reply: string,
  ): Promise<RecommendAdminItem> {
    if (!ANSWER_STATES.includes(state)) throw badRequest(RecommendAdminMessages.StateInvalid);
    const text = reply.trim();
    if (Array.from(text).length > RecommendAdminLimits.Reply)
      throw badRequest(RecommendAdminMessages.ReplyTooLong);
    const row = await this.database.db.transaction(async (tx) => {
      const repository = new AdminRecommendRepository(tx);
      const current = await repository.one(id);
      if (!current) throw notFound(RecommendAdminMessages.Missing);
      if (!(await repository.answer(id, state, text))) return current;
      await new MessageRepository(tx).insert({
        userId: current.userId,
        messageType: RECOMMEND_MESSAGE_TYPE,
        title: RecommendAdminMessages.AnsweredTitle,
        contents: RecommendAdminMessages.answered(current.contentTitle, state, text),
        createdAt: new Date(),
      });
      await new AdminRepository(tx).audit({
        userId: editor.userId,
        action: 'update',
        entity: 'recommend',
        entityId: id,
        summary: `处理荐购《${current.contentTitle}》：${recommendStateText(state)} ${text.slice(0, 40)}`,
      });
      return repository.one(id);
    });
    if (!row) throw notFound(RecommendAdminMessages.Missing);
    return present(row);
  }
}
