import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { HttpGatewayMessageSender } from './message-sender.ts';

describe('the HTTP gateway provider', () => {
  const received: { auth: string | undefined; body: unknown }[] = [];
  let status = 200;
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ auth: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('posts the message as JSON with the bearer token', async () => {
    const sender = new HttpGatewayMessageSender({ url, token: 'secret-token' });
    await sender.send({ channel: 'sms', recipient: '13800000001', body: '【墨阅】验证码123456' });
    expect(received.at(-1)).toEqual({
      auth: 'Bearer secret-token',
      body: { channel: 'sms', to: '13800000001', text: '【墨阅】验证码123456' },
    });
  });

  it('fails when the gateway does not answer 2xx', async () => {
    status = 503;
    const sender = new HttpGatewayMessageSender({ url, token: undefined });
    await expect(
      sender.send({ channel: 'sms', recipient: '13800000001', body: 'x' }),
    ).rejects.toThrow('503');
    expect(received.at(-1)?.auth).toBeUndefined();
  });

  it('is configured by env, and refuses SMS_PROVIDER=http without an address', () => {
    expect(loadConfig({}).sms.provider).toBe('outbox');
    const config = loadConfig({
      SMS_PROVIDER: 'http',
      SMS_GATEWAY_URL: url,
      SMS_GATEWAY_TOKEN: 't',
    });
    expect(config.sms).toMatchObject({ provider: 'http', gatewayUrl: url, gatewayToken: 't' });
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow('SMS_GATEWAY_URL');
  });
});
