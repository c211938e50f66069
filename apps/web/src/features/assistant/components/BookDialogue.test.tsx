import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DialogueItem, QuestionCreateData } from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import { AiMessages, CertificationMessages } from '@moyue/contracts/messages';
import { useAppStore } from '../../../stores/app-store';
import { requestUrl } from '../../../test/fake-server';
import { LUNYU, ok, refused, renderWithServer, signIn } from '../test-utils';
import { BookDialogue } from './BookDialogue';

const item = (question: string, answer: string, id = 1): DialogueItem => ({
  Id: id,
  Question: question,
  Answer: answer,
  Label: '摘录',
  Citations: [
    { Index: 1, ContentId: 1, TocId: 11, TocTitle: '学而篇', Page: 1, Excerpt: '学而时习之' },
  ],
  LockedChapters: [],
  CreateTime: '2026-11-26 10:00:00',
});

const created = (items: DialogueItem[]): QuestionCreateData => ({
  ItemList: items,
  UserCount: items.length,
  Limit: 10,
  history: items.map((i) => [i.Question, i.Answer]),
});

// The dialogue asks through the streaming call; a JSON answer there is create's envelope.
const CREATE = '/v1/api/user-question/create-stream';
const LIST = '/v1/api/user-question/list';
const input = () => screen.getByTestId<HTMLTextAreaElement>('ai-input');
const ask = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(screen.getByTestId('ai-send'));
};

describe('book dialogue (spec §4 asking, §5.3, §8.8)', () => {
  beforeEach(() => useAppStore.getState().closeLoginModal());

  it('adds the question with an empty answer, clears and disables the input, then shows the server history with links', async () => {
    const earlier = item('什么是仁？', '仁者爱人。', 1);
    const { calls } = renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === LIST
        ? ok({ ItemList: [earlier], UserCount: 1, Limit: 10 })
        : request.path === CREATE
          ? ok(
              created([
                earlier,
                item('学而时习之的下一句是什么？', '「学而时习之」的下一句是「不亦说乎」', 2),
              ]),
            )
          : ok(null),
    );
    signIn();
    expect(await screen.findByText('仁者爱人。')).toBeTruthy();
    ask('学而时习之的下一句是什么？');
    expect(input().value).toBe('');
    expect(input().disabled).toBe(true);
    expect(screen.getAllByTestId('ai-turn')).toHaveLength(2);
    expect(screen.getByTestId('ai-turn-pending')).toBeTruthy();
    expect(await screen.findByText('「学而时习之」的下一句是「不亦说乎」')).toBeTruthy();
    expect(input().disabled).toBe(false);
    const sent = calls(CREATE)[0]!.params;
    expect(sent).toMatchObject({ groupId: '1', question: '学而时习之的下一句是什么？' });
    expect(JSON.parse(sent.history!)).toEqual([['什么是仁？', '仁者爱人。']]);
    const link = screen.getAllByTestId('ai-citation')[1]!;
    expect(link.textContent).toBe('[1] 学而篇 · 第1页');
    expect(link.getAttribute('href')).toBe(
      '/epubReader?id=1&contentexternalid=bk-lunyu&objectType=104&tocValue=11',
    );
  });

  it('turns the answer into the apology on a failure', async () => {
    renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === LIST
        ? ok({ ItemList: [], UserCount: 0, Limit: 10 })
        : request.path === CREATE
          ? refused(Code.Internal, AiMessages.Failure)
          : ok(null),
    );
    signIn();
    await act(async () => undefined);
    ask('天下有道吗');
    expect(await screen.findByText(AiMessages.Failure)).toBeTruthy();
    expect(screen.getByText('天下有道吗')).toBeTruthy();
    expect(input().disabled).toBe(false);
  });

  it('code 37: removes the question, puts it back into the input and shows the message', async () => {
    renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === LIST
        ? ok({ ItemList: [], UserCount: 10, Limit: 10 })
        : request.path === CREATE
          ? refused(Code.AiLimit, AiMessages.LimitNeedsRecommendation)
          : ok(null),
    );
    signIn();
    await act(async () => undefined);
    ask('君子不器是什么意思');
    expect(await screen.findByText(AiMessages.LimitNeedsRecommendation)).toBeTruthy();
    expect(input().value).toBe('君子不器是什么意思');
    expect(screen.queryAllByTestId('ai-turn')).toHaveLength(0);
  });

  it('code 36: the certification alert with 去认证, the question kept', async () => {
    renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === LIST
        ? ok({ ItemList: [], UserCount: 0, Limit: 10 })
        : request.path === CREATE
          ? refused(Code.NeedsInstitution, CertificationMessages.NoOrganization)
          : ok(null),
    );
    signIn();
    await act(async () => undefined);
    ask('君子');
    expect(await screen.findByText(CertificationMessages.NoOrganization)).toBeTruthy();
    expect(screen.getByRole('link', { name: '去认证' })).toBeTruthy();
    expect(input().value).toBe('君子');
  });

  it('refuses an empty question without calling the server', async () => {
    const { calls } = renderWithServer(<BookDialogue book={LUNYU} />, () =>
      ok({ ItemList: [], UserCount: 0, Limit: 10 }),
    );
    signIn();
    ask('   ');
    expect(await screen.findByText('请输入提问内容')).toBeTruthy();
    expect(calls(CREATE)).toHaveLength(0);
  });

  it('asks a signed-out reader to log in and sends the question after login', async () => {
    const { calls } = renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === '/v1/api/userinfo/login'
        ? ok({
            Id: 7,
            MobileNumber: '13800000001',
            NickName: '书虫',
            RealName: '李书言',
            ExternalId: 'u-7',
            SocialStatus: 3,
            Organization: null,
            AccessToken: 'secret-token',
            ExtendData: { AccessToken: 'secret-token' },
          })
        : request.path === CREATE
          ? ok(created([item('学而时习之', '子曰：学而时习之，不亦说乎？')]))
          : ok({ ItemList: [], UserCount: 0, Limit: 10 }),
    );
    ask('学而时习之');
    await waitFor(() => expect(useAppStore.getState().loginModal).toBe(true));
    expect(calls(CREATE)).toHaveLength(0);
    fireEvent.change(await screen.findByPlaceholderText('手机号/邮箱'), {
      target: { value: '13800000001' },
    });
    fireEvent.change(screen.getByPlaceholderText('密码'), { target: { value: 'Moyue2026' } });
    fireEvent.click(
      screen.getByTestId('password-login-form').querySelector('button[type="submit"]')!,
    );
    expect(await screen.findByText('子曰：学而时习之，不亦说乎？')).toBeTruthy();
    expect(calls(CREATE)[0]?.params.question).toBe('学而时习之');
  });

  it('shows the answer growing as the server streams it, then the server history', async () => {
    renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === LIST ? ok({ ItemList: [], UserCount: 0, Limit: 10 }) : ok(null),
    );
    signIn();
    await act(async () => undefined);
    // The stream: two pieces now, the rest and the final event when the test says so.
    const encoder = new TextEncoder();
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (controller) => (push = controller) });
    const send = (event: string, data: unknown) =>
      push.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    const faked = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      requestUrl(input) === CREATE
        ? Promise.resolve(
            new Response(body, { headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
          )
        : faked(input, init),
    );
    ask('学而时习之的下一句是什么？');
    send('delta', { Text: '「学而时习之」的' });
    send('delta', { Text: '下一句是' });
    expect((await screen.findByTestId('ai-answer-growing')).textContent).toBe(
      '「学而时习之」的下一句是',
    );
    expect(input().disabled).toBe(true);
    send('delta', { Text: '「不亦说乎」' });
    await waitFor(() =>
      expect(screen.getByTestId('ai-answer-growing').textContent).toBe(
        '「学而时习之」的下一句是「不亦说乎」',
      ),
    );
    const final = item('学而时习之的下一句是什么？', '「学而时习之」的下一句是「不亦说乎」。[1]');
    send('done', { Success: true, Data: created([final]), Code: 0, Description: '' });
    push.close();
    expect(await screen.findByText(final.Answer)).toBeTruthy();
    expect(screen.queryByTestId('ai-answer-growing')).toBeNull();
    expect(screen.getByTestId('ai-citation').textContent).toBe('[1] 学而篇 · 第1页');
    expect(input().disabled).toBe(false);
  });

  /** A signed-in reader on 论语's dialogue, whose next question the server answers with events. */
  async function streamAnswers(events: string) {
    renderWithServer(<BookDialogue book={LUNYU} />, (request) =>
      request.path === LIST ? ok({ ItemList: [], UserCount: 0, Limit: 10 }) : ok(null),
    );
    signIn();
    await act(async () => undefined);
    const faked = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      requestUrl(input) === CREATE
        ? Promise.resolve(
            new Response(events, { headers: { 'content-type': 'text/event-stream' } }),
          )
        : faked(input, init),
    );
  }

  it('a failure after the text began ends in the apology', async () => {
    await streamAnswers(
      `event: delta\ndata: ${JSON.stringify({ Text: '据「学而篇」' })}\n\n` +
        `event: done\ndata: ${JSON.stringify({ Success: false, Data: null, Code: Code.Internal, Description: AiMessages.Failure })}\n\n`,
    );
    ask('学而时习之');
    expect(await screen.findByText(AiMessages.Failure)).toBeTruthy();
    expect(input().disabled).toBe(false);
  });

  it('code 34 from the stream signs the reader out, as the app client does', async () => {
    const expired = {
      Success: false,
      Data: null,
      Code: Code.TokenInvalid,
      Description: 'AccessToken 无效',
    };
    await streamAnswers(`event: done\ndata: ${JSON.stringify(expired)}\n\n`);
    ask('学而时习之');
    // off the centre the reader is signed out where they are; the question waits for the login
    await waitFor(() => expect(useAppStore.getState().user).toBeNull());
    expect(input().value).toBe('学而时习之');
  });
});
