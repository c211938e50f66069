import { AssistantPaths, type QuestionCreateData } from '@moyue/contracts/api/assistant';
import { apiClient } from '../../../api/api-client';

export interface QuestionInput {
  groupId: number;
  question: string;
  /** spec §3.11: the pairs of question and answer so far */
  history: [string, string][];
  /** askChapter: the chapter asked about */
  tocId?: number | undefined;
}

/** spec §7 POST /v1/api/user-question/create (groupId, question, history → Data.history). */
export const createQuestion = (input: QuestionInput) =>
  apiClient.post<QuestionCreateData>(AssistantPaths.QuestionCreate, {
    groupId: input.groupId,
    question: input.question,
    history: JSON.stringify(input.history),
    ...(input.tocId ? { tocId: input.tocId } : {}),
  });
