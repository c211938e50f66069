import type { DialogueItem, QuestionCreateData } from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import { AiMessages } from '@moyue/contracts/messages';

// spec §4 'Asking the AI' and §8.8 as pure state changes: the question is added
// with an empty answer, the input cleared and disabled until the reply; on
// success the history is the server's; code 37 puts the question back into the
// input; any other failure turns the answer into the apology.

export interface Turn {
  question: string;
  answer: string;
  /** waiting for the reply */
  pending: boolean;
  /** the apology of a failed question (not sent back as history) */
  failed: boolean;
  /** the server's item: label, citations, locked chapters */
  item: DialogueItem | null;
}

export interface DialogueState {
  turns: Turn[];
  input: string;
  busy: boolean;
  /** a refusal to show: code 37's message, or the certification alert (36) */
  notice: { code: number; text: string } | null;
}

export const emptyDialogue: DialogueState = { turns: [], input: '', busy: false, notice: null };

const turnOf = (item: DialogueItem): Turn => ({
  question: item.Question,
  answer: item.Answer,
  pending: false,
  failed: false,
  item,
});

/** The server's dialogue (user-question/list) as the page's turns. */
export const fromServer = (state: DialogueState, items: DialogueItem[]): DialogueState => ({
  ...state,
  turns: items.map(turnOf),
});

/** The pairs of question and answer sent as history (spec §3.11): answered turns only. */
export const historyOf = (state: DialogueState): [string, string][] =>
  state.turns
    .filter((turn) => !turn.pending && !turn.failed)
    .map((turn) => [turn.question, turn.answer]);

/** Asking: the question with an empty answer, the input cleared and disabled. */
export const asking = (state: DialogueState, question: string): DialogueState => ({
  ...state,
  turns: [...state.turns, { question, answer: '', pending: true, failed: false, item: null }],
  input: '',
  busy: true,
  notice: null,
});

/** A streamed piece of the answer: the pending turn's answer grows (it stays pending). */
export const growing = (state: DialogueState, text: string): DialogueState => {
  const last = state.turns.at(-1);
  if (!last?.pending) return state;
  return {
    ...state,
    turns: [...state.turns.slice(0, -1), { ...last, answer: last.answer + text }],
  };
};

/** Success: the history becomes the server's. */
export const answered = (state: DialogueState, data: QuestionCreateData): DialogueState => ({
  ...state,
  turns: data.ItemList.map(turnOf),
  busy: false,
});

/** What the page does after a refusal besides showing the state. */
export type FailureFollowUp = 'none' | 'login';

/**
 * A refusal: 37 removes the question and puts it back into the input with
 * its message; 34 (login) and 36 (institution) do the same so it can be sent
 * again; anything else answers the apology.
 */
export function refused(
  state: DialogueState,
  failure: { code: number; description: string },
): { state: DialogueState; followUp: FailureFollowUp } {
  const last = state.turns.at(-1);
  const question = last?.question ?? '';
  const withoutLast = state.turns.slice(0, -1);
  const putBack = (notice: DialogueState['notice']): DialogueState => ({
    ...state,
    turns: withoutLast,
    input: question,
    busy: false,
    notice,
  });
  switch (failure.code) {
    case Code.AiLimit:
      return {
        state: putBack({ code: failure.code, text: failure.description }),
        followUp: 'none',
      };
    case Code.TokenInvalid:
      return { state: putBack(null), followUp: 'login' };
    case Code.NeedsInstitution:
      return {
        state: putBack({ code: failure.code, text: failure.description }),
        followUp: 'none',
      };
    default:
      return {
        state: {
          ...state,
          turns: [
            ...withoutLast,
            { question, answer: AiMessages.Failure, pending: false, failed: true, item: null },
          ],
          busy: false,
        },
        followUp: 'none',
      };
  }
}
