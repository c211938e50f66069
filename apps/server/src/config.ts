import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadStorageConfig, type StorageConfig } from './platform/storage/storage-config.ts';

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
  /** A statement unanswered this long fails (503) and its PostgreSQL connection is closed (platform/db.ts). */
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  /** redis://… — share nonces, rate limits and caches between processes. */
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key, so deployments (or test runs) sharing one Redis never meet. */
  REDIS_KEY_PREFIX: z.string().default(''),
  /** Comma-separated IPs/CIDRs whose X-Forwarded-For is believed. */
  TRUSTED_PROXIES: list,
  /** Built web app to serve; defaults to apps/web/dist of this checkout. */
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Bearer token Prometheus sends to GET /metrics; absent → /metrics answers 404 (docs/operations.md). */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').max(256).optional(),
  /** SIGTERM drain: seconds /healthz answers 503 before the listener closes, and the most in-flight requests get. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).default(20),
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
  /**
   * Failed sign-ins (passwords, codes) from one address on any accounts per 15
   * minutes before 429: high, as a library or campus signs in from one NAT address.
   */
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(300),
  /** Seconds between two codes to one phone or e-mail (spec §9: the 120 s countdown). */
  SMS_CODE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** device/bind calls from one address (IPv6 by its /64) per minute and per day. */
  DEVICE_BIND_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  DEVICE_BIND_LIMIT_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(600),
  /** Days an institution certification made on its network lasts (the header warns in the last 30). */
  CERTIFICATION_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** base64 of 32 bytes: seals every book file's key; absent → generated once into $DATA_DIR/keys/book-master.key. */
  BOOK_MASTER_KEY: z
    .string()
    .refine((text) => Buffer.from(text, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  /** This site's public origin (https://…) for SSO redirect and ACS addresses; else taken from each request. */
  PUBLIC_URL: z.string().url().optional(),
  /** Institution OIDC clients: JSON [{"organization":"<external id>","issuer":"…","clientId":"…","clientSecret":"…"}]. */
  SSO_OIDC_CLIENTS: z.string().optional(),
  /** CARSI (SAML 2.0): the IdP's SSO address (HTTP-Redirect), its entity id and signing certificate or key (PEM). */
  CARSI_IDP_SSO_URL: z.string().url().optional(),
  CARSI_IDP_ENTITY_ID: z.string().optional(),
  CARSI_IDP_CERT: z.string().optional(),
  /** Our SP entity id; defaults to the metadata address. */
  CARSI_SP_ENTITY_ID: z.string().optional(),
  /** Allowed clock difference with the IdP, seconds. */
  CARSI_CLOCK_SKEW_SECONDS: z.coerce.number().int().min(0).max(600).default(120),
  /** WeChat website login (snsapi_login): app id and secret, and the API and authorize addresses. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_API_BASE: z.string().url().default('https://api.weixin.qq.com'),
  WECHAT_AUTHORIZE_URL: z.string().url().default('https://open.weixin.qq.com/connect/qrconnect'),
  /** CKRSC partner accounts: the partner's credential check (POST account, password) and its login page. */
  CKRSC_VERIFY_URL: z.string().url().optional(),
  CKRSC_LOGIN_URL: z.string().url().optional(),
  /** The AI assistant's OpenAI-compatible chat endpoint (…/v1); absent: the built-in extractive provider. */
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().min(1).max(200).default('deepseek-chat'),
  /** The whole answer of the chat endpoint must arrive within this time. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Questions per reader per book, and the limit once the reader recommended the book (spec §8.8). */
  AI_QUESTIONS_PER_BOOK: z.coerce.number().int().min(1).max(100_000).default(10),
  AI_QUESTIONS_AFTER_RECOMMEND: z.coerce.number().int().min(1).max(100_000).default(30),
  /** How often the rankings take in new reading, shelf, order and search events; 0: never (tests refresh themselves). */
  RANKING_REFRESH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Background jobs: 'inline' runs them in this API process (the PGlite default); 'worker' only enqueues them for `npm run worker`. */
  JOBS_MODE: z.enum(['inline', 'worker']).default('inline'),
  /** How often an idle job runner looks at the queue, ms. */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** /outerwebtoview: the external resources shown in the frame, JSON [{"id","title","url","description"}]; '[]' none. */
  OUTER_WEB_RESOURCES: z.string().optional(),
  /** Lifetime of a signed transfer address to an external resource, seconds. */
  OUTER_WEB_LINK_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  /** The new-era learning platform (xsd, spec §2.7): its address, and the secret its signed link hashes (spec §9). */
  XSD_URL: z.string().url().default('https://www.xuexi.cn/'),
  XSD_SECRET: z.string().min(16).max(256).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  /** modules/rankings: seconds between refreshes, 0 off */
  rankingRefreshSeconds: number;
  /** platform/jobs: who runs the background jobs, and how often an idle runner polls */
  jobs: { mode: Env['JOBS_MODE']; pollMs: number };
  port: number;
  host: string;
  dataDir: string;
  filesDir: string;
  /** book and media files: $DATA_DIR or an S3 bucket (platform/storage) */
  storage: StorageConfig;
  /** encrypted EPUB/PDF editions (modules/reading/book-file.store.ts) */
  booksDir: string;
  bookMasterKey: string | undefined;
  databaseUrl: string | undefined;
  /** platform/db.ts queryTimeoutMillis for the server's PostgreSQL pool. */
  databaseQueryTimeoutMs: number;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  trustedProxies: string[];
  webDist: string;
  logLevel: Env['LOG_LEVEL'];
  /** platform/metrics.ts: undefined → no /metrics */
  metricsToken: string | undefined;
  seed: Env['SEED'];
  /** platform/graceful-shutdown.ts */
  shutdown: { delaySeconds: number; timeoutSeconds: number };
  signatureWindowSeconds: number;
  accessTokenTtlSeconds: number;
  certificationDays: number;
  limits: {
    loginFailuresPerIp: number;
    smsCodeIntervalSeconds: number;
    deviceBindPerMinute: number;
    deviceBindPerDay: number;
  };
  sso: SsoConfig;
  assistant: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    limits: { perBook: number; afterRecommend: number };
  };
  special: SpecialConfig;
  sms: {
    provider: Env['SMS_PROVIDER'];
    gatewayUrl: string | undefined;
    gatewayToken: string | undefined;
    signName: string;
  };
}

/** An external resource /outerwebtoview may frame. */
export interface OuterResourceConfig {
  id: string;
  title: string;
  url: string;
  description: string;
}

/** modules/special: the external resources and the learning platform link. */
export interface SpecialConfig {
  outerResources: OuterResourceConfig[];
  outerLinkTtlSeconds: number;
  xsd: { url: string; secret: string | undefined };
}

/** Public reference sites of classical Chinese texts, framed unless OUTER_WEB_RESOURCES says otherwise. */
export const DEFAULT_OUTER_RESOURCES: OuterResourceConfig[] = [
  {
    id: 'ctext',
    title: '中国哲学书电子化计划',
    url: 'https://ctext.org/zh',
    description: '先秦两汉及历代传世文献的原文、注疏与对照阅读',
  },
  {
    id: 'wikisource',
    title: '维基文库',
    url: 'https://zh.wikisource.org/',
    description: '自由的图书馆：公有领域的中文典籍原文',
  },
];

const OuterResourcesSchema = z.array(
  z.object({
    id: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    title: z.string().min(1).max(100),
    url: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'http(s) only'),
    description: z.string().max(200).default(''),
  }),
);

function outerResources(text: string | undefined): OuterResourceConfig[] {
  if (text === undefined) return DEFAULT_OUTER_RESOURCES;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = OuterResourcesSchema.safeParse(json);
  if (!parsed.success) throw new Error('Invalid configuration: OUTER_WEB_RESOURCES (a JSON list)');
  return parsed.data;
}

export interface OidcClientConfig {
  organization: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface SsoConfig {
  publicUrl: string | undefined;
  oidcClients: OidcClientConfig[];
  carsi: {
    idpSsoUrl: string;
    idpEntityId: string | undefined;
    idpCert: string;
    spEntityId: string | undefined;
    clockSkewSeconds: number;
  } | null;
  wechat: { appId: string; appSecret: string; apiBase: string; authorizeUrl: string } | null;
  ckrsc: { verifyUrl: string; loginUrl: string } | null;
}

const OidcClientsSchema = z.array(
  z.object({
    organization: z.string().min(1),
    issuer: z.string().url(),
    clientId: z.string().min(1),
    clientSecret: z.string().min(1),
  }),
);

function ssoConfig(e: Env): SsoConfig {
  let oidcClients: OidcClientConfig[] = [];
  if (e.SSO_OIDC_CLIENTS) {
    let json: unknown;
    try {
      json = JSON.parse(e.SSO_OIDC_CLIENTS);
    } catch {
      json = null;
    }
    const parsed = OidcClientsSchema.safeParse(json);
    if (!parsed.success) throw new Error('Invalid configuration: SSO_OIDC_CLIENTS (a JSON list)');
    oidcClients = parsed.data;
  }
  return {
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    oidcClients,
    carsi:
      e.CARSI_IDP_SSO_URL && e.CARSI_IDP_CERT
        ? {
            idpSsoUrl: e.CARSI_IDP_SSO_URL,
            idpEntityId: e.CARSI_IDP_ENTITY_ID,
            idpCert: e.CARSI_IDP_CERT.replace(/\\n/g, '\n'),
            spEntityId: e.CARSI_SP_ENTITY_ID,
            clockSkewSeconds: e.CARSI_CLOCK_SKEW_SECONDS,
          }
        : null,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? {
            appId: e.WECHAT_APP_ID,
            appSecret: e.WECHAT_APP_SECRET,
            apiBase: e.WECHAT_API_BASE.replace(/\/+$/, ''),
            authorizeUrl: e.WECHAT_AUTHORIZE_URL,
          }
        : null,
    ckrsc: e.CKRSC_VERIFY_URL
      ? { verifyUrl: e.CKRSC_VERIFY_URL, loginUrl: e.CKRSC_LOGIN_URL ?? '' }
      : null,
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
    rankingRefreshSeconds: e.RANKING_REFRESH_SECONDS,
    jobs: { mode: e.JOBS_MODE, pollMs: e.JOBS_POLL_MS },
    port: e.PORT,
    host: e.HOST,
    dataDir,
    filesDir: path.join(dataDir, 'files'),
    booksDir: path.join(dataDir, 'books'),
    storage: loadStorageConfig(env, dataDir, e.BOOK_MASTER_KEY),
    bookMasterKey: e.BOOK_MASTER_KEY,
    databaseUrl: e.DATABASE_URL,
    databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_SECONDS * 1000,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustedProxies: e.TRUSTED_PROXIES,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    seed: e.SEED,
    shutdown: {
      delaySeconds: e.SHUTDOWN_DELAY_SECONDS,
      timeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    },
    signatureWindowSeconds: e.SIGNATURE_WINDOW_SECONDS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    certificationDays: e.CERTIFICATION_DAYS,
    limits: {
      loginFailuresPerIp: e.LOGIN_FAILURES_PER_IP,
      smsCodeIntervalSeconds: e.SMS_CODE_INTERVAL_SECONDS,
      deviceBindPerMinute: e.DEVICE_BIND_LIMIT_PER_MINUTE,
      deviceBindPerDay: e.DEVICE_BIND_LIMIT_PER_DAY,
    },
    sso: ssoConfig(e),
    assistant: {
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      limits: {
        perBook: e.AI_QUESTIONS_PER_BOOK,
        afterRecommend: Math.max(e.AI_QUESTIONS_PER_BOOK, e.AI_QUESTIONS_AFTER_RECOMMEND),
      },
    },
    special: {
      outerResources: outerResources(e.OUTER_WEB_RESOURCES),
      outerLinkTtlSeconds: e.OUTER_WEB_LINK_TTL_SECONDS,
      xsd: { url: e.XSD_URL, secret: e.XSD_SECRET },
    },
    sms: {
      provider: e.SMS_PROVIDER,
      gatewayUrl: e.SMS_GATEWAY_URL,
      gatewayToken: e.SMS_GATEWAY_TOKEN,
      signName: e.SMS_SIGN_NAME,
    },
  };
}
