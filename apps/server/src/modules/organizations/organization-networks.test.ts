import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { NetworkTable, type NetworkRow } from './organization-networks.ts';
import { OrganizationRepository } from './organization.repository.ts';

// Issue 16: recognition by address moved from a query per request to the
// cached ranges. It must answer what the SQL answered (`ip_range >>= address`
// within the address's family, narrowest range first, then by id).

const rows = (...ranges: [number, string][]): NetworkRow[] =>
  ranges.map(([organizationId, range]) => ({ organizationId, range }));

/** The rule itself, range by range: what the table must agree with. */
function bruteForce(ranges: readonly NetworkRow[], address: string): number[] {
  const parsed = ipaddr.parse(address);
  const widest = new Map<number, number>();
  for (const row of ranges) {
    const [network, prefix] = ipaddr.parseCIDR(row.range);
    if (network.kind() !== parsed.kind() || !parsed.match(network, prefix)) continue;
    widest.set(row.organizationId, Math.max(widest.get(row.organizationId) ?? -1, prefix));
  }
  return [...widest.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id);
}

/** A range as PostgreSQL's cidr keeps it: the host bits cleared. */
function networkOf(address: string, prefix: number): string {
  const parsed = ipaddr.parse(address);
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${address}/${prefix}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${address}/${prefix}`);
  return `${network.toString()}/${prefix}`;
}

const ipv4 = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255))
  .map((parts) => parts.join('.'));
// A small space of addresses, so that ranges and addresses meet.
const nearbyIpv4 = fc
  .tuple(fc.constantFrom(10, 198), fc.nat(3), fc.nat(3), fc.nat(3))
  .map((parts) => parts.join('.'));
const ipv6 = fc
  .array(fc.constantFrom(0, 1, 0xdb8, 0x2001, 0xffff), { minLength: 8, maxLength: 8 })
  .map((groups) => groups.map((group) => group.toString(16)).join(':'));

describe('NetworkTable', () => {
  it('puts the narrowest range first, then the lower organisation id', () => {
    const table = new NetworkTable(
      rows([5, '10.0.0.0/8'], [3, '10.1.0.0/16'], [4, '10.1.0.0/16'], [2, '10.1.2.0/24']),
    );
    expect(table.organizationsAt('10.1.2.3')).toEqual([2, 3, 4, 5]);
    expect(table.organizationsAt('10.9.9.9')).toEqual([5]);
    expect(table.organizationsAt('11.0.0.1')).toEqual([]);
  });

  it('counts an organisation once, at its narrowest range holding the address', () => {
    const table = new NetworkTable(rows([7, '10.0.0.0/8'], [7, '10.1.2.3/32'], [6, '10.1.0.0/16']));
    expect(table.organizationsAt('10.1.2.3')).toEqual([7, 6]);
    expect(table.organizationsAt('10.1.2.4')).toEqual([6, 7]);
  });

  it('keeps IPv4 and IPv6 apart, and knows /0 and host ranges', () => {
    const table = new NetworkTable(
      rows([1, '0.0.0.0/0'], [2, '::/0'], [3, '2001:db8::/32'], [4, '::1/128']),
    );
    expect(table.organizationsAt('192.0.2.1')).toEqual([1]);
    expect(table.organizationsAt('2001:db8::5')).toEqual([3, 2]);
    expect(table.organizationsAt('::1')).toEqual([4, 2]);
  });

  it('recognises nothing at an address that is not one', () => {
    const table = new NetworkTable(rows([1, '0.0.0.0/0']));
    expect(table.organizationsAt('')).toEqual([]);
    expect(table.organizationsAt('not-an-address')).toEqual([]);
  });

  it('agrees with the rule range by range for any ranges and addresses', () => {
    const range = fc.oneof(
      fc.tuple(nearbyIpv4, fc.integer({ min: 0, max: 32 })),
      fc.tuple(ipv4, fc.integer({ min: 0, max: 32 })),
      fc.tuple(ipv6, fc.integer({ min: 0, max: 128 })),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 6 }), range), { maxLength: 12 }),
        fc.array(fc.oneof(nearbyIpv4, ipv4, ipv6), { minLength: 1, maxLength: 8 }),
        (ranges, addresses) => {
          const table = rows(
            ...ranges.map(([id, [address, prefix]]): [number, string] => [
              id,
              networkOf(address, prefix),
            ]),
          );
          const compiled = new NetworkTable(table);
          for (const address of addresses)
            expect(compiled.organizationsAt(address)).toEqual(bruteForce(table, address));
        },
      ),
    );
  });
});

describe.each(TEST_DATABASES)('NetworkTable against the SQL it replaces (%s)', (kind) => {
  let t: TestApp;
  let repository: OrganizationRepository;
  const ranges = [
    '10.0.0.0/8',
    '10.1.0.0/16',
    '10.1.2.0/24',
    '10.1.2.3/32',
    '0.0.0.0/0',
    '198.18.0.0/15',
    '2001:db8::/32',
    '2001:db8:1::/48',
    '::1/128',
    '::ffff:10.0.0.0/104',
  ];
  const addresses = [
    '10.1.2.3',
    '10.1.2.4',
    '10.2.0.1',
    '198.19.255.255',
    '198.20.0.1',
    '2001:db8:1::7',
    '2001:db8:2::7',
    '::1',
    '::ffff:10.1.2.3',
    '8.8.8.8',
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    repository = new OrganizationRepository(t.database);
    // Organisations of two ranges each, overlapping: ids and widths both decide the order.
    for (let i = 0; i < ranges.length; i += 2) {
      const [row] = await t.database.query<{ id: string }>(
        `INSERT INTO organizations (external_id, title, type) VALUES ($1, $1, 1) RETURNING id`,
        [`org-net-${i}`],
      );
      for (const range of [ranges[i], ranges[(i + 3) % ranges.length]])
        await t.database.query(
          `INSERT INTO organization_ip_ranges (organization_id, ip_range) VALUES ($1, $2)`,
          [row?.id, range],
        );
    }
  });
  afterAll(() => t.close());

  it('recognises at every address what the database recognises', async () => {
    const table = new NetworkTable(await repository.networks());
    for (const address of addresses)
      expect(table.organizationsAt(address), address).toEqual(await repository.idsByIp(address));
  });
});
