import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const list = z
  .string()
  .optional()
  .transform((text) =>
    (text ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** 'localhost' listens on 127.0.0.1 and ::1; set 0.0.0.0 or :: to serve other machines. */
  HOST: z.string().min(1).default('localhost'),
  /** Embedded database and files live here unless DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… — use a PostgreSQL server instead of embedded PGlite. */
  DATABASE_URL: z.string().url().optional(),
  /** redis://… — share nonces, rate limits and caches between processes. */
  REDIS_URL: z.string().url().optional(),
  /** Comma-separated IPs/CIDRs whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: list,
  /** Built web app to serve; defaults to apps/web/dist of this checkout. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'auto' seeds the demo catalogue when the database is empty; 'off' never does. */
  SEED: z.enum(['auto', 'off']).default('auto'),
  /** Allowed clock skew of signed requests, seconds (ARCHITECTURE: ±300 s). */
  SIGNATURE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Lifetime of an access token (and its cookie), seconds; default 30 days. */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(365 * 86_400)
    .default(30 * 86_400),
  /** 'outbox' stores SMS and e-mail in the database and logs them; 'http' posts them to SMS_GATEWAY_URL. */
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  /** The gateway that delivers SMS and e-mail when SMS_PROVIDER=http. */
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** Bearer token for SMS_GATEWAY_URL. */
  SMS_GATEWAY_TOKEN: z.string().optional(),
  /** The signature the texts start with, e.g. 【墨阅】. */
  SMS_SIGN_NAME: z.string().min(1).max(20).default('墨阅'),
  /** Days an institution certification made on its network lasts (the header warns in the last 30). */
  CERTIFICATION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  trustedProxies: string[];
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  seed: Env['SEED'];
  signatureWindowSeconds: number;
  accessTokenTtlSeconds: number;
  certificationDays: number;
  sms: {
    provider: Env['SMS_PROVIDER'];
    gatewayUrl: string | undefined;
    gatewayToken: string | undefined;
    signName: string;
  };
}

/** Reads every setting from the environment; defaults run with no env at all. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.SMS_PROVIDER === 'http' && !e.SMS_GATEWAY_URL)
    throw new Error('Invalid configuration: SMS_PROVIDER=http needs SMS_GATEWAY_URL');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustedProxies: e.TRUSTED_PROXIES,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    seed: e.SEED,
    signatureWindowSeconds: e.SIGNATURE_WINDOW_SECONDS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    certificationDays: e.CERTIFICATION_DAYS,
    sms: {
      provider: e.SMS_PROVIDER,
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayToken: e.SMS_GATEWAY_TOKEN,
      signName: e.SMS_SIGN_NAME,
    },
  };
}
