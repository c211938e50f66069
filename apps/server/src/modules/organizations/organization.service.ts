import { isIP } from 'node:net';
import type { UserOrganization } from '@moyue/contracts/api/accounts';
import {
  OrganizationApiMessages,
  type OrganizationDetail,
  type OrganizationListData,
  type OrganizationListItem,
  type OrganizationSsoItem,
} from '@moyue/contracts/api/organizations';
import { Code } from '@moyue/contracts/codes';
import { CERTIFIED_STATE } from '@moyue/contracts/limits';
import { validateBindOrganization } from '@moyue/contracts/validators';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Executor } from '../../platform/db.ts';
import type { ReadCache } from '../../platform/read-cache.ts';
import {
  NOT_RECOGNISED_ITEM,
  presentDetail,
  presentListItem,
  presentSsoItem,
  presentUserOrganization,
} from './organization.presenter.ts';
import type { OrganizationRepository, OrganizationRow } from './organization.repository.ts';
import { NO_RULES, type OrganizationRules } from './organization-rules.ts';
import { OrganizationHoldings } from './organization-holdings.ts';
import { OrganizationNetworks } from './organization-networks.ts';

/** How long a certification made on the campus network lasts by default (config CERTIFICATION_DAYS). */
export const CERTIFICATION_DAYS = 180;
const DAY_MS = 86_400_000;

/** The read-cache region of the organisations' rows, by id (their rules, title, sign-on). */
export const ORGANIZATION_ROWS_CACHE = 'organization-rows';

/** An IPv4-mapped IPv6 address (::ffff:a.b.c.d) as the IPv4 address it carries; '' when not an address. */
export function normaliseAddress(ip: string): string {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  return isIP(address) === 0 ? '' : address;
}

/** Institutions: search, recognition by network address, binding and certification (spec §4, §6, §7). */
export class OrganizationService {
  private readonly now: () => Date;
  /** Recognition by address, over every organisation's ranges in the read cache. */
  private readonly networks: OrganizationNetworks;
  /** Each organisation's holdings, for anonymous readers on its network. */
  private readonly holdings: OrganizationHoldings;

  constructor(
    private readonly repository: OrganizationRepository,
    /**
     * holds the ranges (ORGANIZATION_NETWORKS_CACHE) and the organisations' rows
     * (ORGANIZATION_ROWS_CACHE), dropped by the console's organisation save and by a
     * sign-on setting, and the holdings (ORGANIZATION_HOLDINGS_CACHE), dropped when
     * holdings are added
     */
    private readonly cache: ReadCache,
    now?: () => Date,
    private readonly certificationDays = CERTIFICATION_DAYS,
  ) {
    this.now = now ?? (() => new Date());
    this.networks = new OrganizationNetworks(cache, () => repository.networks());
    this.holdings = new OrganizationHoldings(cache, (id) => repository.holdingsOf(id));
  }

  /** The institution recognised for a client address (already resolved through TRUSTED_PROXIES), or null. */
  async recogniseByIp(ip: string): Promise<number | null> {
    const [first] = await this.networks.organizationsAt(normaliseAddress(ip));
    return first ?? null;
  }

  /** spec §7 organization/list: by title, a page of ps (20). */
  async list(input: { keyword?: string; cp: number; ps: number }): Promise<OrganizationListData> {
    const keyword = (input.keyword ?? '').trim();
    const { rows, total } = await this.repository.search({
      keyword,
      offset: (input.cp - 1) * input.ps,
      limit: input.ps,
    });
    return { ItemList: rows.map(presentListItem), RecordCount: total };
  }

  /** spec §7 organization/list-by-ip: the recognised organisations; one item with Id 0 when none. */
  async listByIp(ip: string): Promise<{ ItemList: OrganizationListItem[]; RecordCount: number }> {
    const ids = await this.networks.organizationsAt(normaliseAddress(ip));
    const rows = await this.repository.findManyById(ids);
    if (rows.length === 0) return { ItemList: [NOT_RECOGNISED_ITEM], RecordCount: 0 };
    return { ItemList: rows.map(presentListItem), RecordCount: rows.length };
  }

  /**
   * spec §7 get-organization2: the organisation named by organizationExternalId,
   * else the one recognised by the address; with returnDefault an empty detail
   * (Id 0) instead of null when there is none.
   */
  async detail(input: {
    ip: string;
    organizationExternalId?: string | undefined;
    returnDefault?: boolean | undefined;
  }): Promise<OrganizationDetail | null> {
    const address = normaliseAddress(input.ip);
    const externalId = input.organizationExternalId?.trim();
    let row = externalId ? await this.repository.findByExternalId(externalId) : null;
    if (!row && address) {
      const [id] = await this.networks.organizationsAt(address);
      row = id === undefined ? null : await this.rowOf(id);
    }
    if (!row && !input.returnDefault) return null;
    return presentDetail(address || input.ip, row);
  }

  /** spec §7 organization-sso/list. */
  async singleSignOnList(): Promise<{ ItemList: OrganizationSsoItem[]; RecordCount: number }> {
    const rows = await this.repository.withSingleSignOn();
    return { ItemList: rows.map(presentSsoItem), RecordCount: rows.length };
  }

  /** spec §2 collection institutions tab, §3 'Collection organisation': who holds the item. */
  async holdersOf(contentId: number): Promise<{ Id: number; Title: string }[]> {
    const rows = await this.repository.holdersOf(contentId);
    return rows.map((row) => ({ Id: row.id, Title: row.title }));
  }

  /** The user's organisation with its certification (spec §3 'User organisation'), or null. */
  async currentOfUser(userId: number): Promise<UserOrganization | null> {
    const row = await this.repository.findBinding(userId);
    return row ? presentUserOrganization(row, this.now()) : null;
  }

  /**
   * spec §7 user/tmp-bind-organization: binding is a certification, so it is
   * made from the institution's own network; it then holds for
   * certificationDays (config CERTIFICATION_DAYS) wherever the reader goes and replaces any other binding.
   */
  async bind(
    userId: number,
    organizationId: string | undefined,
    ip: string,
  ): Promise<UserOrganization> {
    const missing = validateBindOrganization(organizationId?.trim());
    if (missing) throw badRequest(missing);
    const id = /^\d{1,15}$/.test(organizationId?.trim() ?? '') ? Number(organizationId) : NaN;
    const organization = Number.isSafeInteger(id) ? await this.repository.findById(id) : null;
    if (!organization) throw new AppError(Code.NotFound, OrganizationApiMessages.NotFound, 404);
    const address = normaliseAddress(ip);
    if (!address || !(await this.repository.holdsAddress(organization.id, address)))
      throw new AppError(Code.Forbidden, OrganizationApiMessages.OutsideNetwork, 403);
    return this.certify(userId, organization.id, address, 'bind');
  }

  /**
   * GET user-organization/activity (spec §7, after login with the autoAuthor
   * cookie): on an institution's network the reader is certified there anew;
   * elsewhere nothing changes and the answer is null.
   */
  async activate(userId: number, ip: string): Promise<UserOrganization | null> {
    const address = normaliseAddress(ip);
    const id = address ? await this.repository.idByIp(address) : null;
    if (id === null) return null;
    return this.certify(userId, id, address, 'ip');
  }

  /**
   * Which of the content items an institution holds for this reader (issue 6
   * entitlement): the organisation the user is bound to while its
   * certification is valid (State 4, not expired), or any organisation whose
   * network the request comes from. One query for a signed-in reader; none
   * for an anonymous one (the networks' holdings come from the read cache).
   */
  async contentsHeldFor(
    viewer: { userId: number | null; ip: string },
    contentIds: number[],
  ): Promise<Set<number>> {
    if (contentIds.length === 0) return new Set();
    const networkOrganizationIds = await this.networks.organizationsAt(normaliseAddress(viewer.ip));
    if (viewer.userId === null) return this.holdings.heldAmong(networkOrganizationIds, contentIds);
    const held = await this.repository.heldContentIdsFor({
      userId: viewer.userId,
      networkOrganizationIds,
      contentIds,
      certifiedState: CERTIFIED_STATE,
      now: this.now(),
    });
    return new Set(held);
  }

  /**
   * The institution whose holdings a reader browses (spec §2 schoolResources):
   * the one the reader is bound to while its certification is valid, else the
   * one the request's network belongs to; null when neither.
   */
  async holdingsOrganizationFor(viewer: {
    userId: number | null;
    ip: string;
  }): Promise<number | null> {
    return (await this.certifiedOrganizationOf(viewer.userId)) ?? this.recogniseByIp(viewer.ip);
  }

  /**
   * spec §6: the rules of the institution a reader browses as (the certified
   * binding, else the request's network); none without an institution.
   */
  async rulesFor(viewer: { userId: number | null; ip: string }): Promise<OrganizationRules> {
    return this.rulesOf(await this.holdingsOrganizationFor(viewer));
  }

  /** spec §6: an organisation's rules (none for null or an unknown id). */
  async rulesOf(organizationId: number | null): Promise<OrganizationRules> {
    const row = organizationId === null ? null : await this.rowOf(organizationId);
    return row ? rulesOfRow(row) : NO_RULES;
  }

  /**
   * An organisation's row as the public reads use it (its rules on every search and
   * detail call), from the read cache; null for an unknown id (not held).
   */
  private rowOf(organizationId: number): Promise<OrganizationRow | null> {
    return this.cache.get(ORGANIZATION_ROWS_CACHE, organizationId, () =>
      this.repository.findById(organizationId),
    );
  }

  /** The organisation the user is bound to with a certification not yet expired, or null. */
  private async certifiedOrganizationOf(userId: number | null): Promise<number | null> {
    if (userId === null) return null;
    const binding = await this.repository.findBinding(userId);
    const valid =
      binding?.state === CERTIFIED_STATE &&
      binding.expireTime !== null &&
      binding.expireTime.getTime() > this.now().getTime();
    return valid ? binding.organizationId : null;
  }

  /** modules/sso: the organisation of an external id (its id and title), or null. */
  async findByExternalId(externalId: string): Promise<{ id: number; title: string } | null> {
    const row = await this.repository.findByExternalId(externalId);
    return row ? { id: row.id, title: row.title } : null;
  }

  /** tools import --org: the organisation holds these content items; false when no organisation has that external id. */
  async grantHoldings(externalId: string, contentIds: number[]): Promise<boolean> {
    const row = await this.repository.findByExternalId(externalId);
    if (!row) return false;
    await this.repository.addHoldings(row.id, contentIds);
    this.holdings.changed(row.id);
    return true;
  }

  /**
   * tools import --org, inside the import's transaction: the organisation (its
   * id, found before the transaction) holds these content items. Inside a
   * transaction the caller calls holdingsChanged once it is committed.
   */
  async grantHoldingsIn(tx: Executor, organizationId: number, contentIds: number[]): Promise<void> {
    await this.repository.addHoldings(organizationId, contentIds, tx);
    this.holdings.changed(organizationId);
  }

  /** An organisation's holdings changed (a committed import): its cached list is dropped. */
  holdingsChanged(organizationId: number): void {
    this.holdings.changed(organizationId);
  }

  /** modules/sso: the title of an organisation, '' when there is none. */
  async titleOf(organizationId: number): Promise<string> {
    return (await this.rowOf(organizationId))?.title ?? '';
  }

  /**
   * modules/sso: the organisation signs its members in at oauthUrl (spec §3
   * OauthUrl + ValidationParamName); false when no organisation has that external id.
   */
  async enableSingleSignOn(
    externalId: string,
    oauthUrl: string,
    validationParamName: string,
  ): Promise<boolean> {
    const changed = await this.repository.setSingleSignOn(
      externalId,
      oauthUrl,
      validationParamName,
    );
    // Its detail (OauthUrl, ValidationParamName) is read from the cached row.
    if (changed) this.cache.invalidate(ORGANIZATION_ROWS_CACHE);
    return changed;
  }

  /** modules/sso: the institution vouched for its member, so the binding is certified (source 'sso'). */
  async certifyBySingleSignOn(
    userId: number,
    organizationId: number,
    ip: string,
  ): Promise<UserOrganization> {
    return this.certify(userId, organizationId, normaliseAddress(ip), 'sso');
  }

  private async certify(
    userId: number,
    organizationId: number,
    address: string,
    source: 'bind' | 'ip' | 'sso',
  ): Promise<UserOrganization> {
    const now = this.now();
    await this.repository.saveBinding({
      userId,
      organizationId,
      state: CERTIFIED_STATE,
      expireTime: new Date(now.getTime() + this.certificationDays * DAY_MS),
      source,
      ip: address || null,
      now,
    });
    const bound = await this.currentOfUser(userId);
    if (!bound) throw new Error('binding not stored');
    return bound;
  }
}

const rulesOfRow = (row: OrganizationRow): OrganizationRules => ({
  organizationId: row.id,
  fullTextSearchDisabled: row.fullTextSearchDisabled,
  classificationOnly: row.classificationOnly,
  hideChildCategories: row.hideChildCategories,
  excludedCategoryIds: row.excludedCategoryIds,
});
