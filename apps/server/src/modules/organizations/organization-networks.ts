import ipaddr from 'ipaddr.js';
import type { ReadCache } from '../../platform/read-cache.ts';

/**
 * The read-cache region of every organisation's network ranges (one entry):
 * recognising a reader's institution by address no longer asks the database
 * on every request. The console's organisation save (editorial AdminService)
 * invalidates it once committed; the demo seed invalidates everything.
 */
export const ORGANIZATION_NETWORKS_CACHE = 'organization-networks';

/** One range of one organisation, as organization_ip_ranges holds it ('10.8.0.0/16'). */
export interface NetworkRow {
  organizationId: number;
  range: string;
}

type Family = 'ipv4' | 'ipv6';

/** The ranges of one prefix length: the masked network → the organisations with that range. */
interface Level {
  prefix: number;
  organizations: Map<string, number[]>;
}

/** The first `prefix` bits of the address, as a key. */
function networkKey(bytes: number[], prefix: number): string {
  const whole = prefix >> 3;
  const rest = prefix & 7;
  const kept = bytes.slice(0, whole);
  if (rest > 0) kept.push((bytes[whole] ?? 0) & (0xff << (8 - rest)) & 0xff);
  return kept.join('.');
}

/**
 * The ranges grouped by family and prefix length: an address is looked up
 * once per prefix length in use, however many organisations there are. The
 * same rule as the SQL it replaces (`ip_range >>= address` within the
 * address's family): every organisation with a range holding the address,
 * the narrowest range first, then by organisation id.
 */
export class NetworkTable {
  private readonly levels: Record<Family, Level[]> = { ipv4: [], ipv6: [] };

  constructor(rows: readonly NetworkRow[]) {
    const byPrefix: Record<Family, Map<number, Level>> = { ipv4: new Map(), ipv6: new Map() };
    for (const row of rows) {
      const [network, prefix] = ipaddr.parseCIDR(row.range);
      const family = network.kind();
      let level = byPrefix[family].get(prefix);
      if (!level) {
        level = { prefix, organizations: new Map() };
        byPrefix[family].set(prefix, level);
      }
      const key = networkKey(network.toByteArray(), prefix);
      const ids = level.organizations.get(key) ?? [];
      if (!ids.includes(row.organizationId)) ids.push(row.organizationId);
      level.organizations.set(key, ids);
    }
    for (const family of ['ipv4', 'ipv6'] as const) {
      this.levels[family] = [...byPrefix[family].values()].sort((a, b) => b.prefix - a.prefix);
      for (const level of this.levels[family])
        for (const ids of level.organizations.values()) ids.sort((a, b) => a - b);
    }
  }

  /** The organisations whose networks hold the (normalised) address, narrowest range first. */
  organizationsAt(address: string): number[] {
    if (!ipaddr.isValid(address)) return [];
    const parsed = ipaddr.parse(address);
    const bytes = parsed.toByteArray();
    const found: number[] = [];
    for (const level of this.levels[parsed.kind()]) {
      for (const id of level.organizations.get(networkKey(bytes, level.prefix)) ?? [])
        if (!found.includes(id)) found.push(id);
    }
    return found;
  }
}

/** Recognition by address over the cached ranges (OrganizationService). */
export class OrganizationNetworks {
  /** The table of each cached list of ranges (a new list after each invalidation). */
  private readonly tables = new WeakMap<readonly NetworkRow[], NetworkTable>();

  constructor(
    private readonly cache: ReadCache,
    private readonly load: () => Promise<NetworkRow[]>,
  ) {}

  /** The organisations recognised at a normalised address, narrowest range first. */
  async organizationsAt(address: string): Promise<number[]> {
    if (!address) return [];
    const rows = await this.cache.get(ORGANIZATION_NETWORKS_CACHE, 'all', this.load);
    let table = this.tables.get(rows);
    if (!table) {
      table = new NetworkTable(rows);
      this.tables.set(rows, table);
    }
    return table.organizationsAt(address);
  }
}
