import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSamlResponse, readAuthnRequest, type TestIdp } from './saml-idp.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>${title}</title><body>${body}</body></html>`;

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A CARSI IdP the browser can talk to (e2e): /idp/sso takes the SP's
 * HTTP-Redirect AuthnRequest, shows a login form, and answers with an
 * HTTP-POST form of a signed Response to the SP's ACS.
 */
export async function startSamlIdpPeer(
  idp: TestIdp,
): Promise<{ ssoUrl: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://idp');
      if (request.method === 'GET' && url.pathname === '/idp/sso') {
        const authn = readAuthnRequest(url.toString());
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          page(
            'CARSI 示范身份提供者',
            `<form method="post" action="/idp/sso/login">${hidden({ id: authn.id, acs: authn.acsUrl, sp: authn.issuer, relay: authn.relayState })}` +
              `<label>CARSI 账号 <input name="login" autofocus></label><button type="submit">登录</button></form>`,
          ),
        );
        return;
      }
      if (request.method === 'POST' && url.pathname === '/idp/sso/login') {
        const form = await readForm(request);
        const login = form.get('login') ?? '';
        const samlResponse = buildSamlResponse(idp, {
          inResponseTo: form.get('id') ?? '',
          acsUrl: form.get('acs') ?? '',
          audience: form.get('sp') ?? '',
          subject: `${login}@demo-college.edu.cn`,
          attributes: { 'urn:oid:2.16.840.1.113730.3.1.241': `CARSI ${login}` },
        });
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          page(
            '正在返回',
            `<form method="post" action="${escapeHtml(form.get('acs') ?? '')}">${hidden({ SAMLResponse: samlResponse, RelayState: form.get('relay') ?? '' })}` +
              `<button type="submit">继续</button></form>`,
          ),
        );
        return;
      }
      // Browsers ask every origin for its icon; a missing one is no fault of the sign-in.
      response.writeHead(url.pathname === '/favicon.ico' ? 204 : 404);
      response.end();
    })().catch((error: unknown) => {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ssoUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/idp/sso`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
