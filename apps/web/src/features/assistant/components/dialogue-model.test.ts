import { describe, expect, it } from 'vitest';
import { Code } from '@moyue/contracts/codes';
import { AiMessages } from '@moyue/contracts/messages';
import { asking, emptyDialogue, historyOf, refused } from './dialogue-model';

describe('dialogue model (spec §4, §8.8)', () => {
  it('keeps failed and pending turns out of the history sent back', () => {
    let state = asking({ ...emptyDialogue, input: '甲' }, '甲');
    state = refused(state, { code: Code.Internal, description: AiMessages.Failure }).state;
    state = asking(state, '乙');
    expect(historyOf(state)).toEqual([]);
    expect(state.turns.map((turn) => turn.answer)).toEqual([AiMessages.Failure, '']);
  });

  it('asks for login on code 34 and puts the question back', () => {
    const state = asking(emptyDialogue, '问');
    const next = refused(state, { code: Code.TokenInvalid, description: '登录已过期，请重新登录' });
    expect(next.followUp).toBe('login');
    expect(next.state.input).toBe('问');
    expect(next.state.turns).toEqual([]);
  });
});
