import { createHash } from 'node:crypto';
import {
  SAML,
  ValidateInResponseTo,
  type CacheItem,
  type CacheProvider,
  type Profile,
} from '@node-saml/node-saml';
import { parseDomFromString } from '@node-saml/node-saml/lib/xml.js';
import { SsoStartPaths } from '@moyue/contracts/api/sso';
import type { SsoConfig } from '../../config.ts';
import type { NonceStore } from '../../platform/nonce-store.ts';
import type { SsoRepository } from './sso.repository.ts';

const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
/** How long an AuthnRequest may wait for its answer. */
export const SAML_REQUEST_LIFETIME_MS = 10 * 60_000;
/** Assertions are remembered at least this long; an older one is refused by its NotOnOrAfter anyway. */
const REPLAY_MEMORY_SECONDS = 24 * 3_600;

/** CARSI attributes (eduPerson, by OID and by name) we keep for oauth/third-info. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.10': 'eduPersonTargetedID',
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.9': 'eduPersonScopedAffiliation',
  'urn:oid:1.3.6.1.4.1.5923.1.1.1.1': 'eduPersonAffiliation',
  'urn:oid:2.16.840.1.113730.3.1.241': 'displayName',
  'urn:oid:0.9.2342.19200300.100.1.3': 'mail',
  'urn:oasis:names:tc:SAML:attribute:pairwise-id': 'pairwiseId',
  'urn:oasis:names:tc:SAML:attribute:subject-id': 'subjectId',
};

/** A CARSI member the IdP vouched for. */
export interface CarsiIdentity {
  idpEntityId: string;
  subject: string;
  displayName: string;
  attributes: Record<string, string>;
}

/** Why an ACS post was refused: a replay, or anything else wrong with it. */
export class SamlRejected extends Error {
  constructor(
    message: string,
    readonly replayed = false,
  ) {
    super(message);
  }
}

/** The little of the DOM we read (the server has no DOM lib types). */
interface XmlElement {
  getAttribute(name: string): string | null;
  textContent: string | null;
}
interface XmlDocument {
  documentElement: XmlElement | null;
  getElementsByTagNameNS(namespace: string, name: string): ArrayLike<XmlElement>;
}
// node-saml's d.ts names the DOM Document, which resolves to any here.
const parseXml = (xml: string): Promise<XmlDocument> => parseDomFromString(xml);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** node-saml's request-id cache on sso_authorizations: any API process can take the answer. */
class RequestIdStore implements CacheProvider {
  constructor(
    private readonly repository: SsoRepository,
    private readonly now: () => Date,
  ) {}

  /** The request was ours and its answer has been taken already. */
  wasAnswered(key: string): Promise<boolean> {
    return this.repository.wasConsumed('saml-request', sha256(key));
  }

  async saveAsync(key: string, value: string): Promise<CacheItem | null> {
    const now = this.now();
    await this.repository.saveAuthorization({
      kind: 'saml-request',
      stateHash: sha256(key),
      bindingHash: null,
      organizationId: null,
      codeVerifier: null,
      nonce: value,
      userId: null,
      expiresAt: new Date(now.getTime() + SAML_REQUEST_LIFETIME_MS),
    });
    return { value, createdAt: now.getTime() };
  }

  getAsync(key: string): Promise<string | null> {
    return this.repository.peekAuthorization('saml-request', sha256(key), this.now());
  }

  async removeAsync(key: string | null): Promise<string | null> {
    if (!key) return null;
    const used = await this.repository.consumeAuthorization(
      'saml-request',
      sha256(key),
      this.now(),
    );
    return used ? key : null;
  }
}

function textValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(textValue).filter(Boolean).join(';');
  return '';
}

/** CARSI as a SAML 2.0 service provider: metadata, AuthnRequest, and the checks of an ACS post. */
export class CarsiServiceProvider {
  private readonly requestIds: RequestIdStore;

  constructor(
    private readonly config: NonNullable<SsoConfig['carsi']>,
    repository: SsoRepository,
    private readonly replays: NonceStore,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.requestIds = new RequestIdStore(repository, now);
  }

  spEntityId(origin: string): string {
    return this.config.spEntityId ?? `${origin}${SsoStartPaths.carsiMetadata}`;
  }

  acsUrl(origin: string): string {
    return `${origin}${SsoStartPaths.carsiAcs}`;
  }

  /** Our SP metadata (entity id, ACS with HTTP-POST, assertions must be signed). */
  metadata(origin: string): string {
    return this.saml(origin).generateServiceProviderMetadata(null, null);
  }

  /** The IdP address with a deflated AuthnRequest; relayState comes back with the answer. */
  authorizeUrl(origin: string, relayState: string): Promise<string> {
    return this.saml(origin).getAuthorizeUrlAsync(relayState, undefined, {});
  }

  /**
   * Checks an ACS post: the assertion signed by the IdP's key, issued by the
   * IdP, answering a request of ours (used once), for our audience and ACS,
   * within its time window (± the allowed skew), and never seen before.
   */
  async validate(origin: string, samlResponse: string): Promise<CarsiIdentity> {
    const inResponseTo = await this.claimedRequestId(samlResponse);
    let profile: Profile | null;
    try {
      ({ profile } = await this.saml(origin).validatePostResponseAsync({
        SAMLResponse: samlResponse,
      }));
    } catch (error) {
      const replayed =
        inResponseTo !== null &&
        /InResponseTo is not valid/.test(String(error)) &&
        (await this.requestIds.wasAnswered(inResponseTo));
      throw new SamlRejected(String(error), replayed);
    }
    if (!profile) throw new SamlRejected('no assertion');
    const assertion = await parseXml(profile.getAssertionXml?.() ?? '');
    const response = await parseXml(profile.getSamlResponseXml?.() ?? '');
    this.checkAddressedToUs(origin, assertion, response);
    const issuer = assertion.getElementsByTagNameNS(ASSERTION_NS, 'Issuer')[0]?.textContent?.trim();
    if (this.config.idpEntityId && issuer !== this.config.idpEntityId)
      throw new SamlRejected(`assertion issued by ${issuer ?? 'nobody'}`);
    const assertionId = assertion.documentElement?.getAttribute('ID') ?? '';
    if (!assertionId) throw new SamlRejected('assertion without ID');
    if (
      !(await this.replays.claim(
        `saml:${sha256(`${profile.issuer}\n${assertionId}`)}`,
        REPLAY_MEMORY_SECONDS,
      ))
    )
      throw new SamlRejected('assertion replayed', true);
    return this.identityOf(profile);
  }

  /** Response Destination (when present) and the bearer SubjectConfirmationData Recipient are our ACS. */
  private checkAddressedToUs(origin: string, assertion: XmlDocument, response: XmlDocument): void {
    const acs = this.acsUrl(origin);
    const destination = response.documentElement?.getAttribute('Destination');
    if (destination && destination !== acs) throw new SamlRejected(`Destination ${destination}`);
    const confirmations = Array.from(
      assertion.getElementsByTagNameNS(ASSERTION_NS, 'SubjectConfirmationData'),
    );
    if (
      confirmations.length === 0 ||
      confirmations.some((node) => node.getAttribute('Recipient') !== acs)
    )
      throw new SamlRejected('Recipient is not our ACS');
  }

  /** The InResponseTo a posted response claims (before any check), to tell a replay from other faults. */
  private async claimedRequestId(samlResponse: string): Promise<string | null> {
    try {
      const xml = Buffer.from(samlResponse, 'base64').toString('utf8');
      const document = await parseXml(xml);
      const root = document.getElementsByTagNameNS(PROTOCOL_NS, 'Response')[0];
      return root?.getAttribute('InResponseTo') || null;
    } catch {
      return null;
    }
  }

  private identityOf(profile: Profile): CarsiIdentity {
    const attributes: Record<string, string> = {};
    for (const [name, value] of Object.entries(profile.attributes ?? {})) {
      const text = textValue(value);
      if (text) attributes[ATTRIBUTE_NAMES[name] ?? name] = text;
    }
    // A persistent, targeted id is the subject; a transient NameID only when nothing better is released.
    const subject =
      attributes.eduPersonTargetedID ??
      attributes.pairwiseId ??
      attributes.subjectId ??
      profile.nameID;
    return {
      idpEntityId: this.config.idpEntityId ?? profile.issuer,
      subject,
      displayName: attributes.displayName ?? '',
      attributes,
    };
  }

  private saml(origin: string): SAML {
    return new SAML({
      entryPoint: this.config.idpSsoUrl,
      issuer: this.spEntityId(origin),
      callbackUrl: this.acsUrl(origin),
      idpCert: this.config.idpCert,
      ...(this.config.idpEntityId ? { idpIssuer: this.config.idpEntityId } : {}),
      audience: this.spEntityId(origin),
      wantAssertionsSigned: true,
      wantAuthnResponseSigned: false,
      acceptedClockSkewMs: this.config.clockSkewSeconds * 1000,
      validateInResponseTo: ValidateInResponseTo.always,
      requestIdExpirationPeriodMs: SAML_REQUEST_LIFETIME_MS,
      cacheProvider: this.requestIds,
      identifierFormat: null,
      disableRequestedAuthnContext: true,
    });
  }
}
