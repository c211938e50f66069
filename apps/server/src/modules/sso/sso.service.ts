import { createHash, randomBytes } from 'node:crypto';
import type { LoginData } from '@moyue/contracts/api/accounts';
import {
  SsoMessages,
  SsoReturnPages,
  STATE_PATTERN,
  ThirdPlatform,
  type SsoOptions,
  type ThirdInfo,
  type WeixinUserInfoData,
} from '@moyue/contracts/api/sso';
import { Code } from '@moyue/contracts/codes';
import type { SsoConfig } from '../../config.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccountService, RequestContext } from '../accounts/index.ts';
import type { OrganizationService } from '../organizations/index.ts';
import { SamlRejected, type CarsiServiceProvider } from './carsi-sp.ts';
import type { CkrscClient } from './ckrsc-client.ts';
import type { InstitutionOidc } from './institution-oidc.ts';
import { presentThirdInfo, presentWeixinLogin } from './sso.presenter.ts';
import type { SsoRepository } from './sso.repository.ts';
import type { WeChatClient } from './wechat-client.ts';

/** An OAuth sign-in must come back within this long. */
const AUTHORIZATION_LIFETIME_MS = 10 * 60_000;
/** The one-time code the ACS hands the browser is good this long. */
const TICKET_LIFETIME_MS = 2 * 60_000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const randomToken = () => randomBytes(32).toString('base64url');

/** What a sign-in needs of the request: the login context, the site origin and the browser-binding cookie. */
export interface SsoContext extends RequestContext {
  origin: string;
  binding: string | null;
}

export interface SsoServiceDeps {
  repository: SsoRepository;
  accounts: AccountService;
  organizations: OrganizationService;
  oidc: InstitutionOidc;
  carsi: CarsiServiceProvider | null;
  wechat: WeChatClient | null;
  ckrsc: CkrscClient | null;
  config: SsoConfig;
  log: { warn(object: unknown, message: string): void };
  now?: () => Date;
}

type Session = { data: LoginData; token: string };

/**
 * Single sign-on (spec §2, §4, §7): institution OpenID Connect with PKCE,
 * CARSI (SAML 2.0), WeChat and CKRSC. External identities are keyed by
 * (provider, subject) and never joined to a user by an e-mail or phone claim.
 */
export class SsoService {
  private readonly now: () => Date;

  constructor(private readonly deps: SsoServiceDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Marks each configured institution as signing in at our OIDC start address (spec §3 OauthUrl). */
  registerOidcClients(): Promise<void> {
    return this.deps.oidc.registerClients();
  }

  options(): SsoOptions {
    return {
      Carsi: this.deps.carsi !== null,
      WeChat: this.deps.wechat !== null,
      Ckrsc: this.deps.ckrsc !== null,
      CkrscLoginUrl: this.deps.ckrsc?.loginUrl ?? '',
    };
  }

  /** A browser-binding value: the browser's own when it has one, else a new one (HttpOnly cookie). */
  bindingFor(context: SsoContext): string {
    return context.binding && /^[A-Za-z0-9_-]{43}$/.test(context.binding)
      ? context.binding
      : randomToken();
  }

  /** GET /v1/sso/oidc/authorize: the provider's authorization address with PKCE S256, state and nonce. */
  async startOidc(
    input: { organizationExternalId: string; state: string },
    context: SsoContext,
    binding: string,
  ): Promise<string> {
    const request = await this.deps.oidc.authorizationRequest(
      input.organizationExternalId,
      `${context.origin}${SsoReturnPages.sso}`,
      input.state,
    );
    await this.saveState('oidc', input.state, {
      bindingHash: sha256(binding),
      organizationId: request.organizationId,
      codeVerifier: request.codeVerifier,
      nonce: request.nonce,
    });
    return request.url;
  }

  /** GET /v1/sso/carsi/login: the CARSI IdP with an AuthnRequest; the browser's state is the RelayState. */
  async startCarsi(state: string, context: SsoContext): Promise<string> {
    const carsi = this.requireCarsi();
    return carsi.authorizeUrl(context.origin, state);
  }

  /** GET /v1/sso/wechat/authorize: WeChat's QR login, bound to this browser like an OIDC state. */
  async startWeChat(state: string, context: SsoContext, binding: string): Promise<string> {
    if (!this.deps.wechat) throw new AppError(Code.NotFound, SsoMessages.NotConfigured, 404);
    await this.saveState('wechat', state, {
      bindingHash: sha256(binding),
      organizationId: null,
      codeVerifier: null,
      nonce: null,
    });
    return this.deps.wechat.authorizeUrl(`${context.origin}${SsoReturnPages.sso}`, state);
  }

  carsiMetadata(origin: string): string {
    return this.requireCarsi().metadata(origin);
  }

  /**
   * POST /v1/sso/carsi/acs: a valid assertion becomes a one-time code for the
   * browser (kept hashed with its RelayState), exchanged by POST sso/login.
   */
  async acceptCarsi(
    input: { SAMLResponse: string; RelayState: string },
    context: SsoContext,
  ): Promise<string> {
    const carsi = this.requireCarsi();
    if (!STATE_PATTERN.test(input.RelayState))
      throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
    let identity;
    try {
      identity = await carsi.validate(context.origin, input.SAMLResponse);
    } catch (error) {
      if (!(error instanceof SamlRejected)) throw error;
      this.deps.log.warn({ reason: error.message }, 'CARSI assertion refused');
      throw new AppError(
        Code.LoginFailed,
        error.replayed ? SsoMessages.AssertionReplayed : SsoMessages.AssertionInvalid,
      );
    }
    const userId = await this.userOfIdentity({
      provider: `carsi:${identity.idpEntityId}`,
      subject: identity.subject,
      platformId: ThirdPlatform.Carsi,
      organizationId: null,
      displayName: identity.displayName,
      attributes: identity.attributes,
    });
    const ticket = randomToken();
    await this.deps.repository.saveAuthorization({
      kind: 'saml-ticket',
      stateHash: sha256(ticket),
      bindingHash: sha256(input.RelayState),
      organizationId: null,
      codeVerifier: null,
      nonce: null,
      userId,
      expiresAt: new Date(this.now().getTime() + TICKET_LIFETIME_MS),
    });
    const back = new URLSearchParams({ code: ticket, state: input.RelayState });
    return `${SsoReturnPages.carsi}?${back.toString()}`;
  }

  /**
   * POST /v1/api/sso/login (spec §4): the code and state a provider sent back.
   * The state is used once, and only by the browser it was made for.
   */
  async login(
    input: {
      code: string;
      state: string;
      iss?: string | undefined;
      promotionCode?: string | undefined;
    },
    context: SsoContext,
  ): Promise<Session> {
    const now = this.now();
    const stateHash = sha256(input.state);
    const pending = await this.deps.repository.consumeAuthorization('oidc', stateHash, now);
    if (pending) {
      this.checkBinding(pending.bindingHash, context);
      return this.finishOidc(pending, input, context);
    }
    const wechat = await this.deps.repository.consumeAuthorization('wechat', stateHash, now);
    if (wechat) {
      this.checkBinding(wechat.bindingHash, context);
      return (await this.signInWeChat(input.code, context, input.promotionCode)).session;
    }
    const ticket = await this.deps.repository.consumeAuthorization(
      'saml-ticket',
      sha256(input.code),
      now,
    );
    if (ticket?.userId && ticket.bindingHash === stateHash)
      return this.deps.accounts.signInVerifiedUser(ticket.userId, context);
    throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
  }

  /**
   * GET /v1/api/weixin/userinfo (spec §7): the wxCode WeChat sent back with the
   * browser's state (spec §4 guid) → a Moyue session. The state is used once
   * and only by the browser that started the WeChat login, so nobody can sign
   * a victim in with their own code.
   */
  async weixinUserInfo(
    input: { wxCode: string; state?: string | undefined; promotionCode?: string | undefined },
    context: SsoContext,
  ): Promise<{ data: WeixinUserInfoData; token: string }> {
    const pending = input.state
      ? await this.deps.repository.consumeAuthorization('wechat', sha256(input.state), this.now())
      : null;
    if (!pending) throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
    this.checkBinding(pending.bindingHash, context);
    const { session, identity } = await this.signInWeChat(
      input.wxCode,
      context,
      input.promotionCode,
    );
    return { data: presentWeixinLogin(session.data, identity), token: session.token };
  }

  /** POST /v1/api/login/third-login (spec §7): a CKRSC partner account checked at the partner. */
  async thirdLogin(
    input: { account: string; password: string; platformId: string },
    context: SsoContext,
  ): Promise<Session> {
    const account = input.account.trim();
    if (!account || !input.password)
      throw new AppError(Code.LoginFailed, SsoMessages.ThirdLoginFailed);
    if (Number(input.platformId) !== ThirdPlatform.Ckrsc)
      throw new AppError(Code.BadRequest, SsoMessages.PlatformUnknown, 400);
    if (!this.deps.ckrsc) throw new AppError(Code.NotFound, SsoMessages.NotConfigured, 404);
    const partner = await this.deps.ckrsc.verify(account, input.password);
    if (!partner) throw new AppError(Code.LoginFailed, SsoMessages.ThirdLoginFailed);
    const userId = await this.userOfIdentity({
      provider: 'ckrsc',
      subject: partner.subject,
      platformId: ThirdPlatform.Ckrsc,
      organizationId: null,
      displayName: partner.displayName,
      attributes: { account },
    });
    return this.deps.accounts.signInVerifiedUser(userId, context);
  }

  /**
   * The name the reader's institution vouches for: the display name of their
   * identity at that institution's single sign-on or CARSI, or null (spec §5:
   * fields given by a third-party identity are read-only in the recommend form).
   */
  async institutionIdentityName(userId: number, organizationId: number): Promise<string | null> {
    for (const platformId of [ThirdPlatform.Sso, ThirdPlatform.Carsi]) {
      const identity = await this.deps.repository.identityOfUser(userId, platformId);
      const name = identity?.displayName.trim() ?? '';
      if (identity && identity.organizationId === organizationId && name !== '') return name;
    }
    return null;
  }

  /** GET /v1/api/oauth/third-info (spec §7): the reader's identity at that platform, or null. */
  async thirdInfo(userId: number, platformId: number): Promise<ThirdInfo | null> {
    const identity = await this.deps.repository.identityOfUser(userId, platformId);
    if (!identity) return null;
    const organizationTitle =
      identity.organizationId === null
        ? ''
        : await this.deps.organizations.titleOf(identity.organizationId);
    return presentThirdInfo(identity, organizationTitle);
  }

  private async finishOidc(
    pending: { organizationId: number | null; codeVerifier: string | null; nonce: string | null },
    input: {
      code: string;
      state: string;
      iss?: string | undefined;
      promotionCode?: string | undefined;
    },
    context: SsoContext,
  ): Promise<Session> {
    const { organizationId, codeVerifier, nonce } = pending;
    if (organizationId === null || !codeVerifier || !nonce)
      throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
    const callback = new URL(`${context.origin}${SsoReturnPages.sso}`);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    if (input.iss) callback.searchParams.set('iss', input.iss);
    const claims = await this.deps.oidc.identify(
      { organizationId, codeVerifier, nonce },
      callback,
      input.state,
    );
    const attributes = claims.attributes;
    const userId = await this.userOfIdentity({
      provider: `oidc:${claims.issuer}`,
      subject: claims.subject,
      platformId: ThirdPlatform.Sso,
      organizationId,
      displayName: attributes.name ?? attributes.preferred_username ?? '',
      attributes,
      promotionCode: input.promotionCode,
    });
    // The institution vouched for its member: the binding is certified (spec §4 State 4).
    await this.deps.organizations.certifyBySingleSignOn(userId, organizationId, context.ip);
    return this.deps.accounts.signInVerifiedUser(userId, context);
  }

  private async signInWeChat(code: string, context: SsoContext, promotionCode?: string) {
    if (!this.deps.wechat) throw new AppError(Code.NotFound, SsoMessages.NotConfigured, 404);
    let identity;
    try {
      identity = await this.deps.wechat.identify(code);
    } catch (error) {
      this.deps.log.warn({ err: error }, 'WeChat code exchange refused');
      throw new AppError(Code.LoginFailed, SsoMessages.WeChatFailed);
    }
    // The unionid is the same person across the app's WeChat applications; openid only in this one.
    const userId = await this.userOfIdentity({
      provider: 'wechat',
      subject: identity.unionid || `openid:${identity.openid}`,
      platformId: ThirdPlatform.WeChat,
      organizationId: null,
      displayName: identity.nickname,
      attributes: {
        openid: identity.openid,
        unionid: identity.unionid,
        nickname: identity.nickname,
      },
      promotionCode,
    });
    return { session: await this.deps.accounts.signInVerifiedUser(userId, context), identity };
  }

  /** The user of an identity; a new phone-less user the first time (never matched by a claim). */
  private async userOfIdentity(input: {
    provider: string;
    subject: string;
    platformId: number;
    organizationId: number | null;
    displayName: string;
    attributes: Record<string, string>;
    /** spec §4 promotionCode cookie: recorded on a new account like on register. */
    promotionCode?: string | undefined;
  }): Promise<number> {
    if (!input.subject) throw new AppError(Code.LoginFailed, SsoMessages.IdentityRejected);
    const known = await this.deps.repository.findUserOfIdentity(input.provider, input.subject);
    if (known !== null) {
      await this.deps.repository.touchIdentity({ ...input, now: this.now() });
      return known;
    }
    const userId = await this.deps.accounts.createExternalUser(
      input.displayName.trim() || '读者',
      input.promotionCode?.trim() || null,
    );
    return this.deps.repository.linkIdentity({ ...input, userId });
  }

  private checkBinding(bindingHash: string | null, context: SsoContext): void {
    // A state made for another browser (a forged or leaked callback link) is refused.
    if (!bindingHash || !context.binding || sha256(context.binding) !== bindingHash)
      throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
  }

  private async saveState(
    kind: 'oidc' | 'wechat',
    state: string,
    fields: {
      bindingHash: string;
      organizationId: number | null;
      codeVerifier: string | null;
      nonce: string | null;
    },
  ): Promise<void> {
    const saved = await this.deps.repository.saveAuthorization({
      kind,
      stateHash: sha256(state),
      ...fields,
      userId: null,
      expiresAt: new Date(this.now().getTime() + AUTHORIZATION_LIFETIME_MS),
    });
    // A state is good for one sign-in: the browser makes a new guid for the next.
    if (!saved) throw new AppError(Code.LoginFailed, SsoMessages.StateInvalid);
  }

  private requireCarsi(): CarsiServiceProvider {
    if (!this.deps.carsi) throw new AppError(Code.NotFound, SsoMessages.NotConfigured, 404);
    return this.deps.carsi;
  }
}
