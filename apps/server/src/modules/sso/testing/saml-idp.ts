import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { signXml } from '@node-saml/node-saml/lib/xml.js';

/** A CARSI identity provider for the tests: its own RSA key signs the assertions it issues. */
export interface TestIdp {
  entityId: string;
  /** The key the SP is configured with (CARSI_IDP_CERT). */
  publicKeyPem: string;
  privateKeyPem: string;
}

export function createTestIdp(
  entityId = 'https://idp.demo-college.edu.cn/idp/shibboleth',
): TestIdp {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    entityId,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** The AuthnRequest an SP redirect carries: its ID, ACS and issuer (and the RelayState). */
export function readAuthnRequest(redirectUrl: string): {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string;
} {
  const url = new URL(redirectUrl);
  const xml = inflateRawSync(
    Buffer.from(url.searchParams.get('SAMLRequest') ?? '', 'base64'),
  ).toString('utf8');
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
  return {
    id: attribute('ID'),
    acsUrl: attribute('AssertionConsumerServiceURL'),
    issuer: /<(?:saml2?:)?Issuer[^>]*>([^<]*)</.exec(xml)?.[1] ?? '',
    relayState: url.searchParams.get('RelayState') ?? '',
  };
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!,
  );

export interface ResponseOptions {
  inResponseTo: string;
  acsUrl: string;
  audience: string;
  subject: string;
  attributes?: Record<string, string>;
  /** Defaults: issued now, valid 5 minutes. */
  now?: Date;
  validSeconds?: number;
  /** Default: the IdP key signs the assertion; 'none' sends it unsigned; a PEM signs with another key. */
  signWith?: { key: string } | 'none';
  recipient?: string;
  issuer?: string;
}

const instant = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A SAML 2.0 Response (base64, as the HTTP-POST binding sends it) with one bearer assertion. */
export function buildSamlResponse(idp: TestIdp, options: ResponseOptions): string {
  const now = options.now ?? new Date();
  const until = new Date(now.getTime() + (options.validSeconds ?? 300) * 1000);
  const issuer = escapeXml(options.issuer ?? idp.entityId);
  const assertionId = `_${randomBytes(16).toString('hex')}`;
  const attributes = Object.entries(options.attributes ?? {})
    .map(
      ([name, value]) =>
        `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`,
    )
    .join('');
  const assertion =
    `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="${assertionId}" Version="2.0" IssueInstant="${instant(now)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:2.0:nameid-format:transient">_${randomBytes(8).toString('hex')}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer">` +
    `<saml:SubjectConfirmationData InResponseTo="${escapeXml(options.inResponseTo)}" NotOnOrAfter="${instant(until)}" Recipient="${escapeXml(options.recipient ?? options.acsUrl)}"/>` +
    `</saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${instant(now)}" NotOnOrAfter="${instant(until)}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${instant(now)}" SessionIndex="${assertionId}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>` +
    `<saml:AttributeStatement><saml:Attribute Name="urn:oid:1.3.6.1.4.1.5923.1.1.1.10" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:uri"><saml:AttributeValue>${escapeXml(options.subject)}</saml:AttributeValue></saml:Attribute>${attributes}</saml:AttributeStatement>` +
    `</saml:Assertion>`;
  const signWith = options.signWith ?? { key: idp.privateKeyPem };
  const signedAssertion =
    signWith === 'none'
      ? assertion
      : signXml(
          assertion,
          "//*[local-name(.)='Assertion']",
          {
            reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']",
            action: 'after',
          },
          {
            privateKey: signWith.key,
            signatureAlgorithm: 'sha256',
            digestAlgorithm: 'sha256',
          },
        );
  const response =
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomBytes(16).toString('hex')}" Version="2.0" IssueInstant="${instant(now)}" Destination="${escapeXml(options.acsUrl)}" InResponseTo="${escapeXml(options.inResponseTo)}">` +
    `<saml:Issuer>${issuer}</saml:Issuer>` +
    `<samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>` +
    signedAssertion.replace(/^<\?xml[^>]*\?>/, '') +
    `</samlp:Response>`;
  return Buffer.from(response, 'utf8').toString('base64');
}
