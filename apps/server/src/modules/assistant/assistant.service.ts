import type { UserOrganization } from '@moyue/contracts/api/accounts';
import { CONTENT_NOT_FOUND_MESSAGE } from '@moyue/contracts/api/catalog';
import type {
  QuestionCreateData,
  QuestionCreateParams,
  QuestionListData,
} from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import { AiMessages, CertificationMessages, QuestionMessages } from '@moyue/contracts/messages';
import { certificationState } from '@moyue/contracts/rules';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { BookPassageFinder, RankedPassage } from '../search/index.ts';
import type { AnswerProvider, ContextPassage } from './answer-provider.ts';
import { ProviderError } from './answer-provider.ts';
import type {
  AssistantRepository,
  BookRow,
  CitationRecord,
  QuestionRow,
} from './assistant.repository.ts';
import { presentCreated, presentDialogue } from './assistant.presenter.ts';
import { excerpt } from './extractive.provider.ts';

/** Who asks: the signed-in reader and the request's address (institution networks). */
export interface AssistantViewer {
  userId: number;
  ip: string;
}

/** The reading module's answer: which passages lie beyond the reader's trial. */
export interface PassageLocks {
  lockedPassageIds(
    passages: { id: number; contentId: number; tocNodeId: number; page: number }[],
    viewer: { userId: number | null; ip: string },
  ): Promise<Set<number>>;
}

/** The organisation module's answer: the reader's binding and its certification. */
export interface BindingSource {
  currentOfUser(userId: number): Promise<UserOrganization | null>;
}

/** The engagement module's answer: whether the reader recommended (荐购) the book. */
export interface RecommendationSource {
  forContent(
    contentId: number,
    viewer: { userId: number; deviceId: null; ip: string },
  ): Promise<{ isRecommend: boolean }>;
}

/** spec §5/§8 limits of the dialogue with one book (config AI_QUESTIONS_*). */
export interface QuestionLimits {
  /** questions per reader per book */
  perBook: number;
  /** the limit once the reader has recommended the book */
  afterRecommend: number;
}

/** Passages retrieved for a question; the best few readable ones go to the provider. */
const RETRIEVED = 12;
const CONTEXT_PASSAGES = 5;
/** Locked chapters named when they are among this many best passages. */
const LOCKED_CONSIDERED = 5;
/** … and scores at least this share of the best passage's score. */
const LOCKED_SCORE_SHARE = 0.75;
/** Passages quoted score at least this share of the best passage's score. */
const RELEVANT_SCORE_SHARE = 0.5;

/**
 * The dialogue with a book (spec §4 asking, §5.3, §7 user-question/list and
 * create, §8.8): login, a verified institution, the per-book quota taken
 * atomically, answers grounded only in passages the reader may read.
 */
export class AssistantService {
  constructor(
    private readonly repository: AssistantRepository,
    private readonly passages: BookPassageFinder,
    private readonly locks: PassageLocks,
    private readonly bindings: BindingSource,
    private readonly recommendations: RecommendationSource,
    private readonly provider: AnswerProvider,
    private readonly limits: QuestionLimits,
  ) {}

  async list(viewer: AssistantViewer, groupId: number): Promise<QuestionListData> {
    const book = await this.requireBook(groupId);
    const [rows, used, limit] = await Promise.all([
      this.repository.dialogue(viewer.userId, book.groupKey),
      this.repository.used(viewer.userId, book.groupKey),
      this.limitOf(viewer, book),
    ]);
    return presentDialogue(rows, used, limit.limit);
  }

  /**
   * Asks the book. onDelta (the streaming call) receives the answer's text as
   * it is written; the refusals, the quota and the stored answer are the same.
   */
  async ask(
    viewer: AssistantViewer,
    params: QuestionCreateParams,
    onDelta?: (text: string) => void,
  ): Promise<QuestionCreateData> {
    const question = params.question.trim();
    if (!question) throw badRequest(QuestionMessages.Empty);
    const book = await this.requireBook(params.groupId);
    await this.requireCertified(viewer.userId);
    const { limit, recommended } = await this.limitOf(viewer, book);
    if (!(await this.repository.takeQuestion(viewer.userId, book.groupKey, limit)))
      throw new AppError(
        Code.AiLimit,
        recommended ? AiMessages.LimitReadMore : AiMessages.LimitNeedsRecommendation,
      );
    try {
      const earlier = await this.repository.dialogue(viewer.userId, book.groupKey);
      const answer = await this.answer(viewer, book, question, params.tocId, earlier, onDelta);
      await this.repository.insertQuestion({
        userId: viewer.userId,
        groupKey: book.groupKey,
        contentId: book.id,
        question,
        ...answer,
      });
    } catch (error) {
      await this.repository.returnQuestion(viewer.userId, book.groupKey);
      if (error instanceof ProviderError) throw new AppError(Code.Internal, AiMessages.Failure);
      throw error;
    }
    const [rows, used] = await Promise.all([
      this.repository.dialogue(viewer.userId, book.groupKey),
      this.repository.used(viewer.userId, book.groupKey),
    ]);
    return presentCreated(rows, used, limit);
  }

  private async answer(
    viewer: AssistantViewer,
    book: BookRow,
    question: string,
    tocId: number | null,
    earlier: QuestionRow[],
    onDelta?: (text: string) => void,
  ): Promise<Pick<QuestionRow, 'answer' | 'label' | 'citations' | 'locked'>> {
    const tocIds = tocId === null ? null : await this.chapterNodes(book.id, tocId);
    const found = await this.passages.answering(book.id, question, { limit: RETRIEVED, tocIds });
    const locked = await this.locks.lockedPassageIds(found.passages, viewer);
    const best = found.passages[0]?.score ?? 0;
    // A passage far weaker than the best (which may be locked) answers another question.
    const readable = found.passages.filter(
      (passage) => !locked.has(passage.id) && passage.score >= best * RELEVANT_SCORE_SHARE,
    );
    // A locked chapter is named when it answers about as well as the best passage does.
    const bar = best * LOCKED_SCORE_SHARE;
    const lockedChapters = uniqueChapters(
      found.passages
        .slice(0, LOCKED_CONSIDERED)
        .filter((passage) => locked.has(passage.id) && passage.score >= bar),
    ).filter((chapter) => !readable.some((passage) => passage.tocNodeId === chapter.tocId));
    if (readable.length === 0) {
      if (lockedChapters.length === 0) throw new ProviderError('no passage answers the question');
      const answer = lockedAnswer(book, lockedChapters);
      onDelta?.(answer);
      return {
        answer,
        label: this.provider.label,
        citations: [],
        locked: lockedChapters,
      };
    }
    const context: ContextPassage[] = readable
      .slice(0, CONTEXT_PASSAGES)
      .map((passage, i) => ({ ...passage, index: i + 1 }));
    const reply = await this.provider.answer(
      {
        book,
        question,
        terms: found.terms,
        passages: context,
        history: earlier.map((row) => [row.question, row.answer]),
      },
      onDelta,
    );
    const citations: CitationRecord[] = reply.cited
      .map((index) => context.find((passage) => passage.index === index))
      .filter((passage) => passage !== undefined)
      .map((passage) => ({
        index: passage.index,
        contentId: book.id,
        tocId: passage.tocNodeId,
        tocTitle: passage.tocTitle,
        page: passage.page,
        excerpt: excerpt(passage.body, found.terms),
      }));
    const note = lockedChapters.length
      ? `\n另有相关内容在未开放试读的章节${chapterNames(lockedChapters)}中。`
      : '';
    if (note) onDelta?.(note);
    return {
      answer: reply.text + note,
      label: this.provider.label,
      citations,
      locked: lockedChapters,
    };
  }

  /** The node and its descendants (askChapter: questions about one chapter). */
  private async chapterNodes(contentId: number, tocId: number): Promise<number[]> {
    const toc = await this.passages.tocOf(contentId);
    if (!toc.some((node) => node.id === tocId)) throw badRequest('参数错误：tocId');
    const ids = [tocId];
    for (let i = 0; i < ids.length; i++)
      for (const node of toc) if (node.parentId === ids[i]) ids.push(node.id);
    return ids;
  }

  private async requireBook(groupId: number): Promise<BookRow> {
    const book = await this.repository.findBook(groupId);
    if (!book) throw new AppError(Code.NotFound, CONTENT_NOT_FOUND_MESSAGE);
    return book;
  }

  /** spec §5.3/§8.9: a verified (certified, not expired) institution. */
  private async requireCertified(userId: number): Promise<void> {
    const bound = await this.bindings.currentOfUser(userId);
    const kind = certificationState(bound).kind;
    if (kind === 'valid' || kind === 'expiring') return;
    throw new AppError(
      Code.NeedsInstitution,
      kind === 'expired' ? CertificationMessages.Expired : CertificationMessages.NoOrganization,
    );
  }

  private async limitOf(
    viewer: AssistantViewer,
    book: BookRow,
  ): Promise<{ limit: number; recommended: boolean }> {
    const { isRecommend } = await this.recommendations.forContent(book.id, {
      ...viewer,
      deviceId: null,
    });
    return {
      limit: isRecommend ? this.limits.afterRecommend : this.limits.perBook,
      recommended: isRecommend,
    };
  }
}

function uniqueChapters(passages: RankedPassage[]): { tocId: number; tocTitle: string }[] {
  const chapters = new Map<number, string>();
  for (const passage of passages) chapters.set(passage.tocNodeId, passage.tocTitle);
  return [...chapters].slice(0, 3).map(([tocId, tocTitle]) => ({ tocId, tocTitle }));
}

const chapterNames = (chapters: { tocTitle: string }[]) =>
  chapters.map((chapter) => `「${chapter.tocTitle}」`).join('、');

/** The answer lies only beyond the trial: where it is, never what it says. */
function lockedAnswer(book: BookRow, chapters: { tocTitle: string }[]): string {
  return (
    `这个问题的答案在《${book.title}》未开放试读的章节${chapterNames(chapters)}中，暂不能引用原文。` +
    '荐购此书，或通过所在机构获得全文后即可阅读。'
  );
}
