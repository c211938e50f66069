import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A local HTTP peer that speaks the OpenAI chat-completions protocol (issue 19):
// JSON answers, text/event-stream chunks ending in 'data: [DONE]', and the
// error shapes of real services. Its 'model' answers from the passages it is
// given: the first numbered passage of the system message, cited as [1].

export type PeerMode =
  | 'answer'
  /** 401 with {"error":{"message":…,"type":"invalid_request_error"}} */
  | 'unauthorized'
  /** 500 with a plain text body */
  | 'server-error'
  /** 200 with JSON lacking choices */
  | 'no-choices'
  /** 200 with a body that is not JSON */
  | 'garbage'
  /** accepts and never answers */
  | 'hang'
  /** a stream that stops before [DONE] */
  | 'broken-stream'
  /** a stream carrying an error event */
  | 'stream-error';

export interface ChatRequestSeen {
  authorization: string | undefined;
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
  };
}

export interface ChatPeer {
  baseUrl: string;
  mode: PeerMode;
  requests: ChatRequestSeen[];
  close(): Promise<void>;
}

/** The peer's answer to a system message: the first passage, quoted and cited. */
export function peerAnswer(system: string): string {
  const first = /^\[1\]（([^，]*)，第(\d+)页）(.*)$/mu.exec(system);
  if (!first) return '书中没有找到相关内容。';
  return `据「${first[1]}」：${first[3]} [1]`;
}

export async function startChatPeer(): Promise<ChatPeer> {
  const sockets = new Set<Socket>();
  const peer: ChatPeer = {
    baseUrl: '',
    mode: 'answer',
    requests: [],
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }),
        );
        return;
      }
      const body = JSON.parse(raw) as ChatRequestSeen['body'];
      peer.requests.push({ authorization: request.headers.authorization, body });
      const text = peerAnswer(body.messages.find((m) => m.role === 'system')?.content ?? '');
      switch (peer.mode) {
        case 'hang':
          return;
        case 'unauthorized':
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              error: {
                message: 'Incorrect API key provided',
                type: 'invalid_request_error',
                code: 'invalid_api_key',
              },
            }),
          );
          return;
        case 'server-error':
          response.writeHead(500, { 'content-type': 'text/plain' });
          response.end('Internal Server Error');
          return;
        case 'no-choices':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [] }));
          return;
        case 'garbage':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end('<html>gateway</html>');
          return;
        case 'answer':
        case 'broken-stream':
        case 'stream-error':
          break;
      }
      if (!body.stream) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-peer',
            object: 'chat.completion',
            model: body.model,
            choices: [
              { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
            ],
          }),
        );
        return;
      }
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const chunks = Array.from(text.match(/[\s\S]{1,8}/gu) ?? []);
      for (const [i, piece] of chunks.entries()) {
        if (peer.mode === 'stream-error' && i === 1) {
          response.write(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`);
          response.end();
          return;
        }
        response.write(
          `data: ${JSON.stringify({
            id: 'chatcmpl-peer',
            object: 'chat.completion.chunk',
            choices: [{ index: 0, delta: { content: piece }, finish_reason: null }],
          })}\n\n`,
        );
      }
      if (peer.mode === 'broken-stream') {
        response.end();
        return;
      }
      response.write('data: [DONE]\n\n');
      response.end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return peer;
}
