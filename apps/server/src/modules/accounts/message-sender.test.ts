import { randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bindDevice, createTestApp, signedCall, type TestApp } from '../../testing/test-app.ts';
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

describe('sms/create through the HTTP gateway (SMS_PROVIDER=http)', () => {
  let gateway: http.Server;
  let t: TestApp;
  let answer = 200;
  const texts: string[] = [];
  beforeAll(async () => {
    gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => {
        texts.push((JSON.parse(text) as { text: string }).text);
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as AddressInfo).port;
    t = await createTestApp('pglite', {
      env: { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms` },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  const send = async (account: string) => {
    const device = await bindDevice(t.app);
    return signedCall(t.app, device, 'POST', '/v1/api/sms/create', { account, type: '8' });
  };

  it('delivers the code through the gateway, not the outbox', async () => {
    const phone = `17${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    expect((await send(phone)).json()).toMatchObject({ Success: true, Code: 200 });
    expect(texts.at(-1)).toMatch(/^【墨阅】您的登录验证码为\d{6}，5分钟内有效/);
    expect(await t.database.query('SELECT 1 FROM message_outbox')).toEqual([]);
  });

  it('answers Code 22 when the gateway fails', async () => {
    answer = 500;
    const phone = `17${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    expect((await send(phone)).json()).toEqual({
      Success: false,
      Data: null,
      Code: 22,
      Description: '短信发送失败，请稍后再试',
    });
  });
});
