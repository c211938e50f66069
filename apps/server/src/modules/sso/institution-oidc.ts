import * as oidc from 'openid-client';
import { SsoMessages, SsoStartPaths } from '@moyue/contracts/api/sso';
import { Code } from '@moyue/contracts/codes';
import type { OidcClientConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrganizationService } from '../organizations/index.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Discovery documents are fetched again after this long (keys rotate). */
const DISCOVERY_TTL_MS = 3_600_000;

/** Who the provider says signed in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  /** The string claims (name, email …) kept for oauth/third-info; never used to find a user. */
  attributes: Record<string, string>;
}

const stringClaims = (claims: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(claims).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !['nonce', 'at_hash', 'c_hash', 'sid'].includes(entry[0]),
    ),
  );

/**
 * The institution OpenID providers of SSO_OIDC_CLIENTS (openid-client):
 * their discovery cached per issuer, the authorization request with PKCE
 * S256 and a nonce, and the checked code exchange.
 */
export class InstitutionOidc {
  private readonly discovered = new Map<
    string,
    { at: number; config: Promise<oidc.Configuration> }
  >();
  private readonly clientsByOrganizationId = new Map<number, OidcClientConfig>();

  constructor(
    private readonly clients: OidcClientConfig[],
    private readonly organizations: OrganizationService,
    private readonly log: { warn(object: unknown, message: string): void },
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Marks each configured institution as signing in at our start address (spec §3 OauthUrl, ValidationParamName state). */
  async registerClients(): Promise<void> {
    for (const client of this.clients) {
      const organization = await this.organizations.findByExternalId(client.organization);
      if (!organization) {
        this.log.warn(
          { organization: client.organization },
          'SSO_OIDC_CLIENTS names an unknown organisation',
        );
        continue;
      }
      this.clientsByOrganizationId.set(organization.id, client);
      const oauthUrl = `${SsoStartPaths.oidc}?organizationExternalId=${encodeURIComponent(client.organization)}`;
      await this.organizations.enableSingleSignOn(client.organization, oauthUrl, 'state');
    }
  }

  /** The provider's authorization address for this state, with a new PKCE verifier and nonce. */
  async authorizationRequest(
    organizationExternalId: string,
    redirectUri: string,
    state: string,
  ): Promise<{ url: string; organizationId: number; codeVerifier: string; nonce: string }> {
    const organization = await this.organizations.findByExternalId(organizationExternalId);
    const client = organization ? await this.clientOf(organization.id) : undefined;
    if (!organization || !client)
      throw new AppError(Code.NotFound, SsoMessages.OrganizationNoSso, 404);
    const config = await this.configuration(client);
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.toString(), organizationId: organization.id, codeVerifier, nonce };
  }

  /** Exchanges the code (PKCE verifier, state, nonce, ID token checked); refuses with code 30. */
  async identify(
    pending: { organizationId: number; codeVerifier: string; nonce: string },
    callback: URL,
    state: string,
  ): Promise<OidcIdentity> {
    const client = await this.clientOf(pending.organizationId);
    if (!client) throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
    const config = await this.configuration(client);
    try {
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('no ID token');
      let claims: Record<string, unknown> = idToken;
      // Many institutions release the profile only at the userinfo endpoint.
      if (typeof idToken.name !== 'string' && config.serverMetadata().userinfo_endpoint) {
        const profile = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
        claims = { ...profile, ...idToken, name: profile.name ?? idToken.name };
      }
      return { issuer: idToken.iss, subject: idToken.sub, attributes: stringClaims(claims) };
    } catch (error) {
      this.log.warn({ err: error, issuer: client.issuer }, 'OIDC code exchange refused');
      throw new AppError(Code.LoginFailed, SsoMessages.IdentityRejected);
    }
  }

  /** The client of an organisation; organisations made after start are picked up on demand. */
  private async clientOf(organizationId: number): Promise<OidcClientConfig | undefined> {
    if (!this.clientsByOrganizationId.has(organizationId)) await this.registerClients();
    return this.clientsByOrganizationId.get(organizationId);
  }

  /** The provider's metadata and our client at it; plain http only for a provider on this machine. */
  private async configuration(client: OidcClientConfig): Promise<oidc.Configuration> {
    const key = `${client.issuer}\n${client.clientId}`;
    const at = this.now().getTime();
    let cached = this.discovered.get(key);
    if (!cached || at - cached.at >= DISCOVERY_TTL_MS) {
      const issuer = new URL(client.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      cached = {
        at,
        config: oidc.discovery(
          issuer,
          client.clientId,
          client.clientSecret,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        ),
      };
      this.discovered.set(key, cached);
    }
    try {
      return await cached.config;
    } catch (error) {
      this.discovered.delete(key);
      this.log.warn({ err: error, issuer: client.issuer }, 'OIDC discovery failed');
      throw new AppError(Code.LoginFailed, SsoMessages.ProviderFailed, 502);
    }
  }
}
