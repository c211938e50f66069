import type { Database } from '../../platform/db.ts';

/** SQL of organisations (institutions) and their network ranges. */
export class OrganizationRepository {
  constructor(private readonly database: Database) {}

  /** The organisation whose IPv4/IPv6 range holds this address (the narrowest range first), or null. */
  async idByIp(ip: string): Promise<number | null> {
    const rows = await this.database.query<{ id: string | number }>(
      `SELECT r.organization_id AS id FROM organization_ip_ranges r
        WHERE family(r.ip_range) = family($1::inet) AND r.ip_range >>= $1::inet
        ORDER BY masklen(r.ip_range) DESC, r.organization_id LIMIT 1`,
      [ip],
    );
    return rows[0] ? Number(rows[0].id) : null;
  }
}
