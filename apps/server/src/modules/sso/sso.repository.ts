import type { Database } from '../../platform/db.ts';

export type AuthorizationKind = 'oidc' | 'saml-request' | 'saml-ticket' | 'wechat';

/** A sign-in under way, as consumed (once) by its state. */
export interface AuthorizationRow {
  kind: AuthorizationKind;
  bindingHash: string | null;
  organizationId: number | null;
  codeVerifier: string | null;
  nonce: string | null;
  userId: number | null;
}

export interface ExternalAccountRow {
  userId: number;
  platformId: number;
  subject: string;
  displayName: string;
  organizationId: number | null;
  attributes: Record<string, string>;
}

interface RawAuthorization extends Record<string, unknown> {
  kind: AuthorizationKind;
  binding_hash: string | null;
  organization_id: string | number | null;
  code_verifier: string | null;
  nonce: string | null;
  user_id: string | number | null;
}

const toNumber = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/** SQL of external identities and sign-ins under way (migration 0009). */
export class SsoRepository {
  constructor(private readonly database: Database) {}

  /** Stores a sign-in under way, keyed by the hash of its state (or request id, or ticket). */
  async saveAuthorization(input: {
    kind: AuthorizationKind;
    stateHash: string;
    bindingHash: string | null;
    organizationId: number | null;
    codeVerifier: string | null;
    nonce: string | null;
    userId: number | null;
    expiresAt: Date;
  }): Promise<boolean> {
    const rows = await this.database.query(
      `INSERT INTO sso_authorizations
              (kind, state_hash, binding_hash, organization_id, code_verifier, nonce, user_id, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (state_hash) DO NOTHING RETURNING id`,
      [
        input.kind,
        input.stateHash,
        input.bindingHash,
        input.organizationId,
        input.codeVerifier,
        input.nonce,
        input.userId,
        input.expiresAt,
      ],
    );
    return rows.length > 0;
  }

  /** Uses up a live sign-in of this kind: the first caller gets it, every later one null. */
  async consumeAuthorization(
    kind: AuthorizationKind,
    stateHash: string,
    now: Date,
  ): Promise<AuthorizationRow | null> {
    const [row] = await this.database.query<RawAuthorization>(
      `UPDATE sso_authorizations SET consumed_at = $3
        WHERE kind = $1 AND state_hash = $2 AND consumed_at IS NULL AND expires_at > $3
        RETURNING kind, binding_hash, organization_id, code_verifier, nonce, user_id`,
      [kind, stateHash, now],
    );
    if (!row) return null;
    return {
      kind: row.kind,
      bindingHash: row.binding_hash,
      organizationId: toNumber(row.organization_id),
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      userId: toNumber(row.user_id),
    };
  }

  /** The value (nonce column) of a live, unused sign-in, without using it up; null when none. */
  async peekAuthorization(
    kind: AuthorizationKind,
    stateHash: string,
    now: Date,
  ): Promise<string | null> {
    const [row] = await this.database.query<{ nonce: string | null }>(
      `SELECT nonce FROM sso_authorizations
        WHERE kind = $1 AND state_hash = $2 AND consumed_at IS NULL AND expires_at > $3`,
      [kind, stateHash, now],
    );
    return row ? (row.nonce ?? '') : null;
  }

  /** Whether a sign-in of this kind existed and has been used (a replay, not a forgery). */
  async wasConsumed(kind: AuthorizationKind, stateHash: string): Promise<boolean> {
    const rows = await this.database.query(
      `SELECT 1 FROM sso_authorizations
        WHERE kind = $1 AND state_hash = $2 AND consumed_at IS NOT NULL`,
      [kind, stateHash],
    );
    return rows.length > 0;
  }

  /** Drops sign-ins that ran out more than a day ago. */
  async purgeExpired(now: Date): Promise<void> {
    await this.database.query(
      `DELETE FROM sso_authorizations WHERE expires_at < $1::timestamptz - interval '1 day'`,
      [now],
    );
  }

  /** The user an external identity belongs to, or null. */
  async findUserOfIdentity(provider: string, subject: string): Promise<number | null> {
    const [row] = await this.database.query<{ user_id: string | number }>(
      `SELECT user_id FROM external_accounts WHERE provider = $1 AND subject = $2`,
      [provider, subject],
    );
    return row ? Number(row.user_id) : null;
  }

  /**
   * Links an identity to a user unless it is linked already (a concurrent
   * twin may have won); answers the user the identity belongs to.
   */
  async linkIdentity(input: {
    provider: string;
    subject: string;
    platformId: number;
    userId: number;
    organizationId: number | null;
    displayName: string;
    attributes: Record<string, string>;
  }): Promise<number> {
    await this.database.query(
      `INSERT INTO external_accounts
              (provider, subject, platform_id, user_id, organization_id, display_name, attributes)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       ON CONFLICT (provider, subject) DO NOTHING`,
      [
        input.provider,
        input.subject,
        input.platformId,
        input.userId,
        input.organizationId,
        input.displayName,
        JSON.stringify(input.attributes),
      ],
    );
    const owner = await this.findUserOfIdentity(input.provider, input.subject);
    if (owner === null) throw new Error('external account insert returned nothing');
    return owner;
  }

  /** Records a sign-in of a known identity: its latest name and attributes. */
  async touchIdentity(input: {
    provider: string;
    subject: string;
    organizationId: number | null;
    displayName: string;
    attributes: Record<string, string>;
    now: Date;
  }): Promise<void> {
    await this.database.query(
      `UPDATE external_accounts
          SET display_name = $3, attributes = $4::jsonb, last_login_at = $5,
              organization_id = COALESCE($6, organization_id)
        WHERE provider = $1 AND subject = $2`,
      [
        input.provider,
        input.subject,
        input.displayName,
        JSON.stringify(input.attributes),
        input.now,
        input.organizationId,
      ],
    );
  }

  /** The user's latest identity at a platform (oauth/third-info), or null. */
  async identityOfUser(userId: number, platformId: number): Promise<ExternalAccountRow | null> {
    const [row] = await this.database.query<{
      user_id: string | number;
      platform_id: number;
      subject: string;
      display_name: string;
      organization_id: string | number | null;
      attributes: Record<string, string> | string;
    }>(
      `SELECT user_id, platform_id, subject, display_name, organization_id, attributes
         FROM external_accounts WHERE user_id = $1 AND platform_id = $2
        ORDER BY last_login_at DESC LIMIT 1`,
      [userId, platformId],
    );
    if (!row) return null;
    return {
      userId: Number(row.user_id),
      platformId: Number(row.platform_id),
      subject: row.subject,
      displayName: row.display_name,
      organizationId: toNumber(row.organization_id),
      attributes:
        typeof row.attributes === 'string'
          ? (JSON.parse(row.attributes) as Record<string, string>)
          : row.attributes,
    };
  }
}
