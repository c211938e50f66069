import { organizationHoldings } from '../../db/schema/organizations.ts';
import type { Database, Executor } from '../../platform/db.ts';
import type { NetworkRow } from './organization-networks.ts';

/** An organisation as the presenters read it. */
export interface OrganizationRow {
  id: number;
  externalId: string;
  title: string;
  type: number;
  aqrId: string;
  logo: string;
  nav: string;
  isPartner: boolean;
  toLibrary: boolean;
  hideDepartmentNav: boolean;
  recommendReminder: string;
  oauthUrl: string;
  validationParamName: string;
  ipRanges: string[];
  /** spec §6 institution rules (migration 0032) */
  libraryType: number;
  recommendFields: string;
  fullTextSearchDisabled: boolean;
  classificationOnly: boolean;
  hideChildCategories: boolean;
  excludedCategoryIds: number[];
}

/** A user's binding joined with its organisation. */
export interface BindingRow {
  organizationId: number;
  externalId: string;
  title: string;
  type: number;
  logo: string;
  state: number;
  expireTime: Date | null;
}

interface RawOrganization extends Record<string, unknown> {
  id: string | number;
  external_id: string;
  title: string;
  type: number;
  aqr_id: string;
  logo: string;
  nav: string;
  is_partner: boolean;
  to_library: boolean;
  hide_department_nav: boolean;
  recommend_reminder: string;
  oauth_url: string;
  validation_param_name: string;
  ip_ranges: string[] | null;
  library_type: number;
  recommend_fields: string;
  full_text_search_disabled: boolean;
  classification_only: boolean;
  hide_child_categories: boolean;
  excluded_category_ids: (string | number)[] | null;
}

const SELECT_ORGANIZATION = `
  SELECT o.id, o.external_id, o.title, o.type, o.aqr_id, o.logo, o.nav, o.is_partner,
         o.to_library, o.hide_department_nav, o.recommend_reminder, o.oauth_url,
         o.validation_param_name, o.library_type, o.recommend_fields,
         o.full_text_search_disabled, o.classification_only, o.hide_child_categories,
         o.excluded_category_ids,
         ARRAY(SELECT r.ip_range::text FROM organization_ip_ranges r
                WHERE r.organization_id = o.id
                ORDER BY family(r.ip_range), r.ip_range) AS ip_ranges
    FROM organizations o`;

const toRow = (raw: RawOrganization): OrganizationRow => ({
  id: Number(raw.id),
  externalId: raw.external_id,
  title: raw.title,
  type: Number(raw.type),
  aqrId: raw.aqr_id,
  logo: raw.logo,
  nav: raw.nav,
  isPartner: raw.is_partner,
  toLibrary: raw.to_library,
  hideDepartmentNav: raw.hide_department_nav,
  recommendReminder: raw.recommend_reminder,
  oauthUrl: raw.oauth_url,
  validationParamName: raw.validation_param_name,
  ipRanges: raw.ip_ranges ?? [],
  libraryType: Number(raw.library_type),
  recommendFields: raw.recommend_fields,
  fullTextSearchDisabled: raw.full_text_search_disabled,
  classificationOnly: raw.classification_only,
  hideChildCategories: raw.hide_child_categories,
  excludedCategoryIds: (raw.excluded_category_ids ?? []).map(Number),
});

/** Escapes LIKE wildcards so a keyword matches itself. */
const likePattern = (keyword: string): string => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/** SQL of organisations (institutions), their network ranges and the users bound to them. */
export class OrganizationRepository {
  constructor(private readonly database: Database) {}

  /** The organisation whose IPv4/IPv6 range holds this address (the narrowest range first), or null. */
  async idByIp(ip: string): Promise<number | null> {
    const [first] = await this.idsByIp(ip);
    return first ?? null;
  }

  /** Every organisation with a range holding this address, the narrowest range first. */
  async idsByIp(ip: string): Promise<number[]> {
    const rows = await this.database.query<{ id: string | number }>(
      `SELECT r.organization_id AS id, max(masklen(r.ip_range)) AS width
         FROM organization_ip_ranges r
        WHERE family(r.ip_range) = family($1::inet) AND r.ip_range >>= $1::inet
        GROUP BY r.organization_id
        ORDER BY width DESC, r.organization_id`,
      [ip],
    );
    return rows.map((row) => Number(row.id));
  }

  /** Whether one of the organisation's ranges holds this address. */
  async holdsAddress(organizationId: number, ip: string): Promise<boolean> {
    const rows = await this.database.query(
      `SELECT 1 FROM organization_ip_ranges r
        WHERE r.organization_id = $1 AND family(r.ip_range) = family($2::inet)
          AND r.ip_range >>= $2::inet LIMIT 1`,
      [organizationId, ip],
    );
    return rows.length > 0;
  }

  /** Organisations whose title holds the keyword (any case), by title; and how many match. */
  async search(input: {
    keyword: string;
    offset: number;
    limit: number;
  }): Promise<{ rows: OrganizationRow[]; total: number }> {
    const where = input.keyword ? `WHERE lower(o.title) LIKE lower($1)` : `WHERE $1::text IS NULL`;
    const keyword = input.keyword ? likePattern(input.keyword) : null;
    const [rows, counted] = await Promise.all([
      this.database.query<RawOrganization>(
        `${SELECT_ORGANIZATION} ${where} ORDER BY o.title, o.id LIMIT $2 OFFSET $3`,
        [keyword, input.limit, input.offset],
      ),
      this.database.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM organizations o ${where}`,
        [keyword],
      ),
    ]);
    return { rows: rows.map(toRow), total: Number(counted[0]?.total ?? 0) };
  }

  async findById(id: number): Promise<OrganizationRow | null> {
    const [row] = await this.database.query<RawOrganization>(
      `${SELECT_ORGANIZATION} WHERE o.id = $1`,
      [id],
    );
    return row ? toRow(row) : null;
  }

  async findByExternalId(externalId: string): Promise<OrganizationRow | null> {
    const [row] = await this.database.query<RawOrganization>(
      `${SELECT_ORGANIZATION} WHERE o.external_id = $1`,
      [externalId],
    );
    return row ? toRow(row) : null;
  }

  async findManyById(ids: number[]): Promise<OrganizationRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.database.query<RawOrganization>(
      `${SELECT_ORGANIZATION} WHERE o.id = ANY($1::bigint[])`,
      [ids],
    );
    const byId = new Map(rows.map((raw) => [Number(raw.id), toRow(raw)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Organisations that sign their members in through their own OAuth / OIDC address. */
  async withSingleSignOn(): Promise<OrganizationRow[]> {
    const rows = await this.database.query<RawOrganization>(
      `${SELECT_ORGANIZATION} WHERE o.oauth_url <> '' ORDER BY o.title, o.id`,
    );
    return rows.map(toRow);
  }

  /** Sets the organisation's sign-on address and state parameter; false when the external id is unknown. */
  async setSingleSignOn(
    externalId: string,
    oauthUrl: string,
    validationParamName: string,
  ): Promise<boolean> {
    const rows = await this.database.query(
      `UPDATE organizations SET oauth_url = $2, validation_param_name = $3
        WHERE external_id = $1 RETURNING id`,
      [externalId, oauthUrl, validationParamName],
    );
    return rows.length > 0;
  }

  /** The organisations holding a content item (organization_holdings), by title. */
  async holdersOf(contentId: number): Promise<{ id: number; title: string }[]> {
    const rows = await this.database.query<{ id: string | number; title: string }>(
      `SELECT o.id, o.title FROM organization_holdings h JOIN organizations o ON o.id = h.organization_id
        WHERE h.content_id = $1 ORDER BY o.title, o.id`,
      [contentId],
    );
    return rows.map((row) => ({ id: Number(row.id), title: row.title }));
  }

  /** The user's binding and its organisation, or null. */
  async findBinding(userId: number): Promise<BindingRow | null> {
    const [row] = await this.database.query<{
      organization_id: string | number;
      external_id: string;
      title: string;
      type: number;
      logo: string;
      state: number;
      expire_time: Date | string | null;
    }>(
      `SELECT o.id AS organization_id, o.external_id, o.title, o.type, o.logo,
              uo.state, uo.expire_time
         FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id
        WHERE uo.user_id = $1
        ORDER BY uo.updated_at DESC LIMIT 1`,
      [userId],
    );
    if (!row) return null;
    return {
      organizationId: Number(row.organization_id),
      externalId: row.external_id,
      title: row.title,
      type: Number(row.type),
      logo: row.logo,
      state: Number(row.state),
      expireTime: row.expire_time === null ? null : new Date(row.expire_time),
    };
  }

  /** Binds the user to the organisation, replacing any other binding (one per user). */
  async saveBinding(input: {
    userId: number;
    organizationId: number;
    state: number;
    expireTime: Date;
    source: 'bind' | 'ip' | 'sso';
    ip: string | null;
    now: Date;
  }): Promise<void> {
    await this.database.query(
      `INSERT INTO user_organizations
              (user_id, organization_id, state, expire_time, source, certified_ip, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::inet, $7, $7)
       ON CONFLICT (user_id) DO UPDATE
          SET organization_id = EXCLUDED.organization_id, state = EXCLUDED.state,
              expire_time = EXCLUDED.expire_time, source = EXCLUDED.source,
              certified_ip = EXCLUDED.certified_ip, updated_at = EXCLUDED.updated_at`,
      [
        input.userId,
        input.organizationId,
        input.state,
        input.expireTime,
        input.source,
        input.ip,
        input.now,
      ],
    );
  }

  /** Adds content items to an organisation's holdings (already held ones are kept). */
  /** Adds holdings; inside the caller's transaction when `tx` is given (an import). */
  async addHoldings(organizationId: number, contentIds: number[], tx?: Executor): Promise<void> {
    if (contentIds.length === 0) return;
    if (tx) {
      await tx
        .insert(organizationHoldings)
        .values(contentIds.map((contentId) => ({ organizationId, contentId })))
        .onConflictDoNothing();
      return;
    }
    await this.database.query(
      `INSERT INTO organization_holdings (organization_id, content_id)
       SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`,
      [organizationId, contentIds],
    );
  }

  /** The content ids an organisation holds (the cached holdings of OrganizationHoldings). */
  async holdingsOf(organizationId: number): Promise<number[]> {
    const rows = await this.database.query<{ content_id: string | number }>(
      `SELECT content_id FROM organization_holdings WHERE organization_id = $1 ORDER BY content_id`,
      [organizationId],
    );
    return rows.map((row) => Number(row.content_id));
  }

  /** Every organisation's network ranges (the cached table of recognition by address). */
  async networks(): Promise<NetworkRow[]> {
    const rows = await this.database.query<{ organization_id: string | number; range: string }>(
      `SELECT organization_id, ip_range::text AS range FROM organization_ip_ranges
        ORDER BY organization_id, ip_range`,
    );
    return rows.map((row) => ({ organizationId: Number(row.organization_id), range: row.range }));
  }

  /**
   * Which of the content items a reader's institutions hold, in one round
   * trip: those of the organisations recognised by address, and of the one
   * the user's latest binding names while it is certified and unexpired.
   */
  async heldContentIdsFor(input: {
    userId: number | null;
    networkOrganizationIds: number[];
    contentIds: number[];
    certifiedState: number;
    now: Date;
  }): Promise<number[]> {
    if (input.contentIds.length === 0) return [];
    const rows = await this.database.query<{ content_id: string | number }>(
      `SELECT DISTINCT h.content_id FROM organization_holdings h
        WHERE h.content_id = ANY($1::bigint[])
          AND (h.organization_id = ANY($2::bigint[])
               OR h.organization_id = (
                    SELECT CASE WHEN uo.state = $4 AND uo.expire_time > $5::timestamptz
                                THEN uo.organization_id END
                      FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id
                     WHERE uo.user_id = $3::bigint
                     ORDER BY uo.updated_at DESC LIMIT 1))`,
      [
        input.contentIds,
        input.networkOrganizationIds,
        input.userId,
        input.certifiedState,
        input.now.toISOString(),
      ],
    );
    return rows.map((row) => Number(row.content_id));
  }
}
