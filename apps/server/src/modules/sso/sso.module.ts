import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../platform/db.ts';
import type { NonceStore } from '../../platform/nonce-store.ts';
import type { AccountService } from '../accounts/index.ts';
import type { OrganizationService } from '../organizations/index.ts';
import { CarsiServiceProvider } from './carsi-sp.ts';
import { CkrscClient } from './ckrsc-client.ts';
import { InstitutionOidc } from './institution-oidc.ts';
import { SsoRepository } from './sso.repository.ts';
import { SsoService } from './sso.service.ts';
import { WeChatClient } from './wechat-client.ts';

/**
 * Wires single sign-on from the SSO settings; assertion replays in Redis when
 * REDIS_URL is set. The OIDC institutions are marked once the app is ready
 * (after the first-start seed), see ssoBrowserRoutes.
 */
export async function createSsoService(input: {
  database: Database;
  config: Config;
  accounts: AccountService;
  organizations: OrganizationService;
  replays: NonceStore;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Promise<SsoService> {
  const { sso } = input.config;
  const repository = new SsoRepository(input.database);
  const service = new SsoService({
    repository,
    accounts: input.accounts,
    organizations: input.organizations,
    oidc: new InstitutionOidc(sso.oidcClients, input.organizations, input.log, input.now),
    carsi: sso.carsi
      ? new CarsiServiceProvider(sso.carsi, repository, input.replays, input.now)
      : null,
    wechat: sso.wechat ? new WeChatClient(sso.wechat) : null,
    ckrsc: sso.ckrsc ? new CkrscClient(sso.ckrsc) : null,
    config: sso,
    log: input.log,
    ...(input.now ? { now: input.now } : {}),
  });
  await repository.purgeExpired(input.now?.() ?? new Date());
  return service;
}
