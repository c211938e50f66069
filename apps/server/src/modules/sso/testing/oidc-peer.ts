import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person the test institution knows. */
export interface PeerAccount {
  name: string;
  email?: string;
}

export interface OidcPeer {
  issuer: string;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real OpenID provider (oidc-provider) on a free local port, for the SSO
 * tests: one confidential client, PKCE required, a plain login form at
 * /interaction/:uid where the reader types an account name, consent granted.
 */
export async function startOidcPeer(input: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  accounts: Record<string, PeerAccount>;
}): Promise<OidcPeer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: input.clientId,
        client_secret: input.clientSecret,
        redirect_uris: [input.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['moyue-sso-test-peer'] },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    findAccount: (_ctx, sub) => {
      const account = input.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          ...(account.email ? { email: account.email } : {}),
        }),
      };
    },
    // The institution has agreed to release these claims to Moyue: no consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const clientId = ctx.oidc.client?.clientId ?? '';
      const accountId = ctx.oidc.session?.accountId ?? '';
      const grantId = ctx.oidc.session?.grantIdFor(clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid profile email');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  server.on('request', (request, response) => {
    const match = /^\/interaction\/([\w-]+)$/.exec((request.url ?? '').split('?')[0] ?? '');
    if (request.url === '/favicon.ico') {
      response.writeHead(204);
      response.end();
      return;
    }
    if (!match) {
      void callback(request, response);
      return;
    }
    void (async () => {
      try {
        if (request.method === 'POST') {
          const login = (await readForm(request)).get('login') ?? '';
          if (!input.accounts[login]) {
            response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
            response.end('unknown account');
            return;
          }
          await provider.interactionFinished(request, response, { login: { accountId: login } });
          return;
        }
        await provider.interactionDetails(request, response);
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(
          `<!doctype html><meta charset="utf-8"><title>示范机构统一认证</title>` +
            `<form method="post" action="${escapeHtml(match[0])}">` +
            `<label>统一身份账号 <input name="login" autofocus></label>` +
            `<button type="submit">登录并授权</button></form>`,
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(String(error));
      }
    })();
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
