import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db.ts';
import { MemoryRateLimiter, RedisRateLimiter } from '../../platform/rate-limit.ts';
import type { SessionStore } from '../../platform/session.ts';
import { AccountRepository } from './account.repository.ts';
import { AccountService, type UserOrganizationSource } from './account.service.ts';
import {
  HttpGatewayMessageSender,
  OutboxMessageSender,
  type MessageSender,
} from './message-sender.ts';
import { VerificationCodeRepository } from './verification-code.repository.ts';
import { VerificationCodeService } from './verification-code.service.ts';

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

/** Wires the account service: counters in Redis when REDIS_URL is set, in-process otherwise. */
export function createAccountService(input: {
  db: Db;
  config: Config;
  redis: Redis | null;
  sessions: SessionStore;
  organizations: UserOrganizationSource;
  log: FastifyBaseLogger;
  now?: () => Date;
}): AccountService {
  return new AccountService({
    accounts: new AccountRepository(input.db),
    organizations: input.organizations,
    sessions: input.sessions,
    codes: new VerificationCodeService(new VerificationCodeRepository(input.db), input.now),
    sender: createMessageSender(input.config.sms, input.db, input.log),
    limiter: input.redis ? new RedisRateLimiter(input.redis) : new MemoryRateLimiter(),
    signName: input.config.sms.signName,
    log: input.log,
    ...(input.now ? { now: input.now } : {}),
  });
}
