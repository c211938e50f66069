import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { SessionStore } from '../../platform/session.ts';
import {
  ORGANIZATION_HOLDINGS_CACHE,
  ORGANIZATION_NETWORKS_CACHE,
} from '../organizations/index.ts';
import { signedRequest, type TestApp, type TestDevice } from '../../testing/test-app.ts';

// Test fixtures of the reading API tests: books with a TOC and passages,
// readers with sessions, institutions with networks and holdings.

export interface Answer<T = unknown> {
  Success: boolean;
  Data: T;
  Code: number;
  Description: string;
}

export interface FixtureNode {
  title: string;
  page: number;
  spineIndex?: number;
  /** index of the parent in the same list */
  parent?: number;
  passages?: { page: number; body: string }[];
}

export interface FixtureBook {
  id: number;
  externalId: string;
  nodeIds: number[];
}

const unique = () => randomBytes(6).toString('hex');

/** A content item with its TOC nodes (sort order = list order) and passages. */
export async function insertBook(
  t: TestApp,
  input: {
    title: string;
    isFree?: boolean;
    allowReadPercentage?: number;
    mediaType?: 'epub' | 'pdf';
    nodes: FixtureNode[];
  },
): Promise<FixtureBook> {
  const externalId = `bk-test-${unique()}`;
  const [content] = await t.database.query<{ id: string }>(
    `INSERT INTO contents (external_id, slug, object_type, title, is_free, allow_read_percentage, media_type)
     VALUES ($1, $1, 104, $2, $3, $4, $5) RETURNING id`,
    [
      externalId,
      input.title,
      input.isFree ?? false,
      input.allowReadPercentage ?? 10,
      input.mediaType ?? 'epub',
    ],
  );
  const id = Number(content?.id);
  const nodeIds: number[] = [];
  for (const [index, node] of input.nodes.entries()) {
    const parentId = node.parent === undefined ? null : (nodeIds[node.parent] ?? null);
    const [row] = await t.database.query<{ id: string }>(
      `INSERT INTO toc_nodes (content_id, parent_id, external_id, title, page, sort_order, spine_index)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        id,
        parentId,
        `${externalId}-t${index}`,
        node.title,
        node.page,
        index,
        node.spineIndex ?? null,
      ],
    );
    const nodeId = Number(row?.id);
    nodeIds.push(nodeId);
    for (const [order, passage] of (node.passages ?? []).entries()) {
      await t.database.query(
        `INSERT INTO passages (content_id, toc_node_id, page, sort_order, body)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, nodeId, passage.page, index * 1000 + order, passage.body],
      );
    }
  }
  return { id, externalId, nodeIds };
}

/** A user with a live session; returns the id and the access token. */
export async function insertReader(
  t: TestApp,
  phone: string,
): Promise<{ userId: number; token: string }> {
  const [row] = await t.database.query<{ id: string }>(
    `INSERT INTO users (external_id, mobile_number, nick_name) VALUES ($1, $2, '读者') RETURNING id`,
    [`u-${unique()}`, phone],
  );
  const userId = Number(row?.id);
  const { token } = await new SessionStore(t.database.db, 3600).create({
    userId,
    deviceId: null,
    ip: null,
  });
  return { userId, token };
}

/** An organisation with one network range, holding the given items. */
export async function insertInstitution(
  t: TestApp,
  input: { ipRange: string; holds: number[] },
): Promise<number> {
  const [row] = await t.database.query<{ id: string }>(
    `INSERT INTO organizations (external_id, title, type) VALUES ($1, $2, 1) RETURNING id`,
    [`org-${unique()}`, `测试图书馆${unique()}`],
  );
  const organizationId = Number(row?.id);
  await t.database.query(
    `INSERT INTO organization_ip_ranges (organization_id, ip_range) VALUES ($1, $2)`,
    [organizationId, input.ipRange],
  );
  // Written like the console's organisation save, so dropped from the app's cache like it.
  t.app.moyue.readCache.invalidate(ORGANIZATION_NETWORKS_CACHE);
  for (const contentId of input.holds)
    await t.database.query(
      `INSERT INTO organization_holdings (organization_id, content_id) VALUES ($1, $2)`,
      [organizationId, contentId],
    );
  t.app.moyue.readCache.invalidate(ORGANIZATION_HOLDINGS_CACHE, organizationId);
  return organizationId;
}

/** Binds a user to an organisation with a certification that ends after `days` (negative: expired). */
export async function bindReader(
  t: TestApp,
  userId: number,
  organizationId: number,
  days: number,
): Promise<void> {
  await t.database.query(
    `INSERT INTO user_organizations (user_id, organization_id, state, expire_time)
     VALUES ($1, $2, 4, now() + make_interval(days => $3))
     ON CONFLICT (user_id) DO UPDATE SET organization_id = EXCLUDED.organization_id,
       state = 4, expire_time = EXCLUDED.expire_time`,
    [userId, organizationId, days],
  );
}

/** An address outside every test network. */
export const OUTSIDE_IP = '192.0.2.77';

/** A signed call as a reader (token or anonymous) from an address. */
export async function readerCall<T>(
  t: TestApp,
  device: TestDevice,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string>,
  options: { token?: string | undefined; ip?: string } = {},
): Promise<{ response: LightMyRequestResponse; answer: Answer<T> }> {
  const response = await signedRequest(
    t.app,
    device,
    method,
    path,
    { ...params, ...(options.token ? { AccessToken: options.token } : {}) },
    { ip: options.ip ?? OUTSIDE_IP },
  );
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { response, answer: (isJson ? response.json() : null) as Answer<T> };
}
