import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Peer {
  url: string;
  /** Paths and queries the peer was asked, in order. */
  calls: string[];
  close(): Promise<void>;
}

async function startPeer(
  handle: (request: http.IncomingMessage, url: URL, body: URLSearchParams) => unknown,
): Promise<Peer> {
  const calls: string[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://peer');
      calls.push(`${url.pathname}${url.search}`);
      const answer = handle(request, url, new URLSearchParams(Buffer.concat(chunks).toString()));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A WeChat person known to the peer by the code WeChat would hand the browser. */
export interface WeChatPerson {
  openid: string;
  unionid: string;
  nickname: string;
}

/**
 * WeChat's sns API as the tests need it: /sns/oauth2/access_token trades a
 * code (once) for an access token, /sns/userinfo tells who it belongs to;
 * errors as WeChat's {errcode, errmsg}.
 */
export function startWeChatPeer(input: {
  appId: string;
  secret: string;
  codes: Record<string, WeChatPerson>;
}): Promise<Peer> {
  const used = new Set<string>();
  const tokens = new Map<string, WeChatPerson>();
  return startPeer((_request, url) => {
    const q = url.searchParams;
    if (url.pathname === '/sns/oauth2/access_token') {
      if (q.get('appid') !== input.appId || q.get('secret') !== input.secret)
        return { errcode: 40125, errmsg: 'invalid appsecret' };
      const code = q.get('code') ?? '';
      const person = input.codes[code];
      if (!person || used.has(code) || q.get('grant_type') !== 'authorization_code')
        return { errcode: 40029, errmsg: 'invalid code' };
      used.add(code);
      const token = `token-${code}`;
      tokens.set(token, person);
      return {
        access_token: token,
        expires_in: 7200,
        refresh_token: `refresh-${code}`,
        openid: person.openid,
        scope: 'snsapi_login',
        unionid: person.unionid,
      };
    }
    if (url.pathname === '/sns/userinfo') {
      const person = tokens.get(q.get('access_token') ?? '');
      if (!person || person.openid !== q.get('openid'))
        return { errcode: 40001, errmsg: 'invalid credential' };
      return {
        ...person,
        sex: 0,
        province: '',
        city: '',
        country: 'CN',
        headimgurl: '',
        privilege: [],
      };
    }
    return { errcode: 40066, errmsg: 'invalid url' };
  });
}

/** CKRSC's credential check: POST account + password → {valid, subject, displayName}. */
export function startCkrscPeer(
  accounts: Record<string, { password: string; subject: string; displayName: string }>,
): Promise<Peer> {
  return startPeer((request, _url, body) => {
    const account = accounts[body.get('account') ?? ''];
    if (request.method !== 'POST' || !account || account.password !== body.get('password'))
      return { valid: false };
    return { valid: true, subject: account.subject, displayName: account.displayName };
  });
}
