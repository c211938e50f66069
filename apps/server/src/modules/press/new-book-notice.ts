import { FOLLOW_MESSAGE_TYPE, PressMessages } from '@moyue/contracts/api/press';
import type { Executor } from '../../platform/db.ts';
import { MessageRepository } from '../messages/index.ts';
import { FollowRepository } from './follow.repository.ts';

/**
 * A new book in the catalogue: every reader following its press or its
 * author gets one system message (spec issue 17, myFollows). Called by the
 * catalogue's writers on the transaction that writes the book, so the
 * messages are written exactly when the book is: a failed import leaves
 * neither, a retried one writes both once. Answers how many were written.
 */
export async function announceNewContent(
  tx: Executor,
  contentId: number,
  now: Date = new Date(),
): Promise<number> {
  const follows = new FollowRepository(tx);
  const book = await follows.newContent(contentId);
  if (!book) return 0;
  const followers = await follows.followersOf(book.pressId, book.author);
  await new MessageRepository(tx).insertMany(
    followers.map(({ userId, targetType }) => ({
      userId,
      messageType: FOLLOW_MESSAGE_TYPE,
      title: PressMessages.NewBookTitle[targetType],
      contents: PressMessages.newBook(
        targetType,
        targetType === 1 ? (book.pressTitle ?? '') : book.author,
        book.title,
      ),
      createdAt: now,
    })),
  );
  return followers.length;
}
