import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { MemoryAttemptLimiter, RedisAttemptLimiter } from '../../platform/attempt-limit.ts';
import { MemoryRateLimiter, RedisRateLimiter } from '../../platform/rate-limit.ts';
import type { SessionStore } from '../../platform/session.ts';
import { AccountRepository } from './account.repository.ts';
import { accountRoutes } from './account.routes.ts';
import { accountSettingRoutes } from './account-settings.routes.ts';
import { AccountSettingsService } from './account-settings.service.ts';
import { AccountService } from './account.service.ts';
import { CodeGuard } from './code-guard.ts';
import {
  HttpGatewayMessageSender,
  OutboxMessageSender,
  type MessageSender,
} from './message-sender.ts';
import { PhoneRequirement } from './phone-requirement.ts';
import { ProfileService } from './profile.service.ts';
import { ShareRepository } from './share.repository.ts';
import { shareRoutes } from './share.routes.ts';
import { ShareService, type ContentExistence } from './share.service.ts';
import { SmsCodeService } from './sms-code.service.ts';
import { UserInfoReader, type CheckInSource, type UserOrganizationSource } from './user-info.ts';
import { VerificationCodeRepository } from './verification-code.repository.ts';
import { VerificationCodeService } from './verification-code.service.ts';

export type { UserOrganizationSource } from './user-info.ts';

/** The SMS / e-mail provider the configuration names (outbox unless SMS_PROVIDER=http). */
export function createMessageSender(
  config: Config['sms'],
  db: Db,
  log: FastifyBaseLogger,
): MessageSender {
  if (config.provider === 'http' && config.gatewayUrl)
    return new HttpGatewayMessageSender({ url: config.gatewayUrl, token: config.gatewayToken });
  return new OutboxMessageSender(db, log);
}

export interface AccountModuleInput {
  db: Db;
  config: Config;
  redis: Redis | null;
  sessions: SessionStore;
  organizations: UserOrganizationSource;
  /** user info's IsCheckIn: whether the user signed in today (the points module) */
  checkIns: CheckInSource;
  /** user-share-record/create type 3 checks the content exists (the catalogue's answer). */
  contents?: ContentExistence;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/**
 * Wires the accounts module: counters in Redis when REDIS_URL is set,
 * in-process otherwise; one guard (codes and counters) for every call.
 */
export function createAccountModule(input: AccountModuleInput): {
  accounts: AccountService;
  phone: PhoneRequirement;
  routes: FastifyPluginAsyncZod;
  /** task 2: whether the user saved a real change of the profile (points module) */
  profileEdited(userId: number): Promise<boolean>;
} {
  const repository = new AccountRepository(input.db);
  const codes = new VerificationCodeService(new VerificationCodeRepository(input.db), input.now);
  const guard = new CodeGuard({
    limiter: input.redis ? new RedisRateLimiter(input.redis) : new MemoryRateLimiter(),
    attempts: input.redis ? new RedisAttemptLimiter(input.redis) : new MemoryAttemptLimiter(),
    loginFailuresPerIp: input.config.limits.loginFailuresPerIp,
    smsCodeIntervalSeconds: input.config.limits.smsCodeIntervalSeconds,
    codes,
    sender: createMessageSender(input.config.sms, input.db, input.log),
    log: input.log,
  });
  const userInfo = new UserInfoReader(repository, input.organizations, input.checkIns);
  const phone = new PhoneRequirement(repository);
  const signName = input.config.sms.signName;
  const accounts = new AccountService({
    accounts: repository,
    userInfo,
    sessions: input.sessions,
    guard,
  });
  const smsCodes = new SmsCodeService({ accounts: repository, guard, signName });
  const settings = new AccountSettingsService({
    accounts: repository,
    sessions: input.sessions,
    codes,
    guard,
    phone,
    login: accounts,
    signName,
  });
  const profile = new ProfileService({
    accounts: repository,
    userInfo,
    phone,
    ...(input.now ? { now: input.now } : {}),
  });
  const shares = new ShareService({
    accounts: repository,
    shares: new ShareRepository(input.db),
    phone,
    contents: input.contents ?? { exists: () => Promise.resolve(false) },
  });
  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(accountRoutes({ accounts, smsCodes }, input.sessions));
    await app.register(accountSettingRoutes({ settings, profile }, input.sessions));
    await app.register(shareRoutes(shares));
  };
  return {
    accounts,
    phone,
    routes,
    profileEdited: (userId) => repository.profileEdited(userId),
  };
}
