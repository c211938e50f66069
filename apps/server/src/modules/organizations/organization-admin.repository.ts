import { sql } from 'drizzle-orm';
import { selectRows, type Executor } from '../../platform/db.ts';

/** An organisation's settings as the editor console saves them (spec §6, issue 15/20). */
export interface OrganizationSettings {
  externalId: string;
  title: string;
  type: number;
  libraryType: number;
  ipRanges: string[];
  nav: string;
  isPartner: boolean;
  toLibrary: boolean;
  hideDepartmentNav: boolean;
  recommendReminder: string;
  recommendFields: string;
  fullTextSearchDisabled: boolean;
  classificationOnly: boolean;
  hideChildCategories: boolean;
  excludedCategoryIds: number[];
}

/** One organisation in the console's list: its id, title and its form's fields as text. */
export interface OrganizationAdminRow {
  id: number;
  title: string;
  enabled: boolean;
  sortOrder: number;
  updateTime: string;
  fields: Record<string, string>;
}

/**
 * SQL of the console's organisation settings; takes the caller's executor so
 * a save and its audit row share one transaction.
 */
export class OrganizationAdminRepository {
  constructor(private readonly db: Executor) {}

  /** Every organisation with its settings and network ranges, by title. */
  list(): Promise<OrganizationAdminRow[]> {
    return selectRows<OrganizationAdminRow>(
      this.db,
      sql`SELECT o.id::int AS id, o.title || '（' || o.external_id || '）' AS title, true AS enabled,
                 0 AS "sortOrder", '' AS "updateTime",
                 json_build_object(
                   'externalId', o.external_id, 'title', o.title, 'type', o.type::text,
                   'libraryType', o.library_type::text,
                   'ipRanges', array_to_string(ARRAY(
                      SELECT r.ip_range::text FROM organization_ip_ranges r
                       WHERE r.organization_id = o.id ORDER BY family(r.ip_range), r.ip_range), E'\n'),
                   'nav', o.nav, 'isPartner', o.is_partner::text, 'toLibrary', o.to_library::text,
                   'hideDepartmentNav', o.hide_department_nav::text,
                   'recommendReminder', o.recommend_reminder, 'recommendFields', o.recommend_fields,
                   'fullTextSearchDisabled', o.full_text_search_disabled::text,
                   'classificationOnly', o.classification_only::text,
                   'hideChildCategories', o.hide_child_categories::text,
                   'excludedCategoryIds', array_to_string(o.excluded_category_ids, ',')) AS fields
            FROM organizations o ORDER BY o.title, o.id`,
    );
  }

  /** Whether another organisation already has this external id. */
  async externalIdTaken(externalId: string, exceptId: number | undefined): Promise<boolean> {
    const rows = await selectRows<{ id: number }>(
      this.db,
      sql`SELECT id::int AS id FROM organizations
           WHERE external_id = ${externalId} AND id <> ${exceptId ?? 0} LIMIT 1`,
    );
    return rows.length > 0;
  }

  /** How many of these category ids exist. */
  async countCategories(ids: number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const [row] = await selectRows<{ n: number }>(
      this.db,
      sql`SELECT count(*)::int AS n FROM categories WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
    );
    return row?.n ?? 0;
  }

  /** Creates (no id) or updates an organisation and replaces its ranges; null when the id is unknown. */
  async save(id: number | undefined, s: OrganizationSettings): Promise<number | null> {
    const excluded = `{${s.excludedCategoryIds.join(',')}}`;
    const rows = await selectRows<{ id: number }>(
      this.db,
      id === undefined
        ? sql`INSERT INTO organizations (external_id, title, type, library_type, nav, is_partner,
                to_library, hide_department_nav, recommend_reminder, recommend_fields,
                full_text_search_disabled, classification_only, hide_child_categories,
                excluded_category_ids)
              VALUES (${s.externalId}, ${s.title}, ${s.type}, ${s.libraryType}, ${s.nav},
                ${s.isPartner}, ${s.toLibrary}, ${s.hideDepartmentNav}, ${s.recommendReminder},
                ${s.recommendFields}, ${s.fullTextSearchDisabled}, ${s.classificationOnly},
                ${s.hideChildCategories}, ${excluded}::bigint[])
              RETURNING id::int AS id`
        : sql`UPDATE organizations SET external_id = ${s.externalId}, title = ${s.title},
                type = ${s.type}, library_type = ${s.libraryType}, nav = ${s.nav},
                is_partner = ${s.isPartner}, to_library = ${s.toLibrary},
                hide_department_nav = ${s.hideDepartmentNav},
                recommend_reminder = ${s.recommendReminder}, recommend_fields = ${s.recommendFields},
                full_text_search_disabled = ${s.fullTextSearchDisabled},
                classification_only = ${s.classificationOnly},
                hide_child_categories = ${s.hideChildCategories},
                excluded_category_ids = ${excluded}::bigint[]
              WHERE id = ${id} RETURNING id::int AS id`,
    );
    const saved = rows[0]?.id;
    if (saved === undefined) return null;
    await this.db.execute(sql`DELETE FROM organization_ip_ranges WHERE organization_id = ${saved}`);
    if (s.ipRanges.length)
      await this.db.execute(sql`INSERT INTO organization_ip_ranges (organization_id, ip_range)
        SELECT DISTINCT ${saved}::bigint, network(r::inet)::cidr
          FROM unnest(${`{${s.ipRanges.map((r) => `"${r}"`).join(',')}}`}::text[]) r`);
    return saved;
  }
}
