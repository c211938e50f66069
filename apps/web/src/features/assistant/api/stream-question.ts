import { useMutation } from '@tanstack/react-query';
import {
  AssistantPaths,
  QuestionStreamEvent,
  type QuestionCreateData,
  type QuestionStreamDelta,
} from '@moyue/contracts/api/assistant';
import { Code } from '@moyue/contracts/codes';
import type { Envelope } from '@moyue/contracts/envelope';
import { REQUEST_TIMEOUT_MS } from '@moyue/contracts/ui-constants';
import { LoginMessages } from '@moyue/contracts/messages';
import { SignatureMessages, signParams, signatureParams } from '@moyue/contracts/signing';
import { ApiError } from '../../../api/api-error';
import { sessionExpired } from '../../../api/api-client';
import { bindDevice, ensureDevice } from '../../../api/device';
import { parseJsonKeepingBigIntegers } from '../../../api/parse-json';
import { CookieName, getCookie } from '../../../lib/cookies';
import type { QuestionInput } from './create-question';

const NETWORK_ERROR = '网络异常，请稍后再试';

async function post(input: QuestionInput): Promise<Response> {
  const path = AssistantPaths.QuestionCreateStream;
  const device = await ensureDevice();
  const params: Record<string, string> = {
    groupId: String(input.groupId),
    question: input.question,
    history: JSON.stringify(input.history),
    ...(input.tocId ? { tocId: String(input.tocId) } : {}),
  };
  const signed = signatureParams({
    deviceToken: device.token,
    path,
    accessToken: getCookie(CookieName.AccessToken) ?? '',
    appVersion: '1.0.0',
  });
  const body = await signParams(device.key, 'POST', path, { ...params, ...signed });
  try {
    return await fetch(path, {
      method: 'POST',
      body: new URLSearchParams(body).toString(),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'text/event-stream, application/json',
      },
    });
  } catch {
    throw new ApiError(-1, NETWORK_ERROR);
  }
}

/** The envelope's Data, or its refusal as an ApiError (34 goes through sessionExpired, as the app client's). */
function unwrap(envelope: Envelope<QuestionCreateData>): QuestionCreateData {
  if (envelope.Success) return envelope.Data;
  if (envelope.Code !== Code.TokenInvalid) throw new ApiError(envelope.Code, envelope.Description);
  const message = /accesstoken/i.test(envelope.Description)
    ? LoginMessages.Expired
    : envelope.Description;
  sessionExpired(message);
  throw new ApiError(envelope.Code, message);
}

/** Reads 'delta' events into onDelta and answers the 'done' event's envelope. */
async function readEvents(
  response: Response,
  onDelta: (text: string) => void,
): Promise<Envelope<QuestionCreateData>> {
  if (!response.body) throw new ApiError(-1, NETWORK_ERROR, response.status);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => {
      throw new ApiError(-1, NETWORK_ERROR);
    });
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: ?(.*)$/mu.exec(block)?.[1]?.trim();
      const data = /^data: ?(.*)$/mu.exec(block)?.[1] ?? '';
      if (event === QuestionStreamEvent.Delta)
        onDelta((JSON.parse(data) as QuestionStreamDelta).Text);
      else if (event === QuestionStreamEvent.Done)
        return parseJsonKeepingBigIntegers(data) as Envelope<QuestionCreateData>;
    }
  }
  throw new ApiError(-1, NETWORK_ERROR);
}

/**
 * user-question/create-stream (contracts): the same question as
 * user-question/create; onDelta receives the answer's text as it is written,
 * and the result is the server's history of the final event. A refusal
 * before any text comes as the ordinary envelope.
 */
export async function streamQuestion(
  input: QuestionInput,
  onDelta: (text: string) => void,
): Promise<QuestionCreateData> {
  let response = await post(input);
  for (let attempt = 0; ; attempt++) {
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('text/event-stream')) return unwrap(await readEvents(response, onDelta));
    let envelope: Envelope<QuestionCreateData>;
    try {
      envelope = parseJsonKeepingBigIntegers(await response.text()) as Envelope<QuestionCreateData>;
    } catch {
      throw new ApiError(-1, NETWORK_ERROR, response.status);
    }
    // spec §8: an unknown device registers again and the call is retried once.
    if (!envelope.Success && envelope.Description === SignatureMessages.UnknownDevice && !attempt) {
      await bindDevice();
      response = await post(input);
      continue;
    }
    return unwrap(envelope);
  }
}

/** The same question streamed (user-question/create-stream): onDelta receives the answer as it is written. */
export const useStreamQuestion = () =>
  useMutation({
    mutationKey: ['assistant', 'create-question'],
    mutationFn: ({ onDelta, ...input }: QuestionInput & { onDelta: (text: string) => void }) =>
      streamQuestion(input, onDelta),
  });
