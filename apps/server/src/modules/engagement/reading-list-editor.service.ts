import {
  ReadingListMessages,
  type ReadingListUpdateParams,
  type ReadingListWriteParams,
} from '@moyue/contracts/api/reading-lists';
import { Code } from '@moyue/contracts/codes';
import { AppError } from '../../platform/errors.ts';
import type { ReadingListEditorRepository } from './reading-list-editor.repository.ts';

/** spec §9 SocialStatus 2 */
const TEACHER = 2;

/** spec §6: a teacher creates and edits recommended reading lists for students; nobody else may. */
export class ReadingListEditorService {
  constructor(private readonly repository: ReadingListEditorRepository) {}

  /** A new list of the signed-in teacher's (for the teacher's institution); answers its id. */
  async create(userId: number, params: ReadingListWriteParams): Promise<{ Id: number }> {
    const author = await this.teacher(userId);
    const contentIds = await this.knownContents(params.ContentIds);
    const id = await this.repository.create({
      userId,
      organizationId: author.organizationId,
      title: params.Title,
      description: params.Description,
      contentIds,
    });
    return { Id: id };
  }

  /** New title, description and contents of one of the teacher's own lists. */
  async update(userId: number, params: ReadingListUpdateParams): Promise<{ Id: number }> {
    await this.teacher(userId);
    const creator = await this.repository.creatorOf(params.id);
    if (creator === undefined) throw new AppError(Code.NotFound, ReadingListMessages.NotFound);
    if (creator !== userId) throw new AppError(Code.Forbidden, ReadingListMessages.NotYours);
    await this.repository.update({
      listId: params.id,
      title: params.Title,
      description: params.Description,
      contentIds: await this.knownContents(params.ContentIds),
    });
    return { Id: params.id };
  }

  private async teacher(userId: number) {
    const author = await this.repository.author(userId);
    if (author?.socialStatus !== TEACHER)
      throw new AppError(Code.Forbidden, ReadingListMessages.TeachersOnly);
    return author;
  }

  /** The ids once each, in their first order; every one must name a content item. */
  private async knownContents(ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if ((await this.repository.existingCount(unique)) !== unique.length)
      throw new AppError(Code.Toast, ReadingListMessages.UnknownContent);
    return unique;
  }
}
