import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { EXPORT_JOB_ROWS_DEFAULT } from '@notedesk/contract';
import { z } from 'zod';
import { isPostgresUrl } from './db/createDb';

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** "12h", "30m", "3600" (seconds) → seconds. */
export const parseDuration = (value: string): number | undefined => {
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1);
  return seconds > 0 ? seconds : undefined;
};

/** One reverse proxy whose X-Forwarded-For is believed: an address, a CIDR, or proxy-addr's named ranges. */
const isProxyEntry = (entry: string): boolean => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).default('./data/notedesk.db'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL: z
    .string()
    .default('12h')
    .refine(
      (value) => parseDuration(value) !== undefined,
      'must look like 12h, 30m, 7d or a number of seconds',
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  WEB_DIST: z.string().optional(),
  UPLOAD_IDLE_SECONDS: z.coerce.number().positive().max(300).default(30),
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(512),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => value === undefined || value.split(',').every((entry) => isProxyEntry(entry.trim())),
      'must list proxy addresses or CIDRs, e.g. 127.0.0.1 or loopback,10.0.0.0/8',
    ),
  // The default LLM provider for tenants without settings of their own (all optional).
  LLM_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/i, 'must be an http(s) address')
    .optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_DAILY_TOKEN_QUOTA: z.coerce.number().int().min(1).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1).max(600_000).default(30_000),
  // Feishu's (or Lark's) open platform for tenants that leave the address blank; tests point it at a fake.
  FEISHU_BASE_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/i, 'must be an http(s) address')
    .default('https://open.feishu.cn'),
  FEISHU_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Minutes between automatic knowledge-sheet syncs (0: only the admin's "Sync now").
  FEISHU_KNOWLEDGE_SYNC_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  LLM_RETRY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  EXPORT_JOB_ROWS: z.coerce.number().int().min(0).default(EXPORT_JOB_ROWS_DEFAULT),
});

/** The server's LLM defaults; `provider` is set only when both the base URL and the model are. */
export type LlmConfig = {
  provider: { baseUrl: string; model: string; apiKey: string } | undefined;
  dailyTokenQuota: number | null;
  /** Whole budget of one LLM call, retries included. */
  timeoutMs: number;
  /** First retry's delay; doubled for the second. */
  retryDelayMs: number;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  seedDemo: 'auto' | 'true' | 'false';
  webDist: string | undefined;
  /** An upload that receives no bytes this long is refused with 408 (a stalled client frees its connection). */
  uploadIdleMs: number;
  /** The image proxy's disk cache is kept under this many bytes (least recently used out first). */
  imageCacheMaxBytes: number;
  /**
   * Reverse proxies whose X-Forwarded-For names the client (the login throttle counts per client address);
   * false: the connecting address is the client, and a forwarded header is ignored.
   */
  trustProxy: string | false;
  llm: LlmConfig;
  /** An xlsx export matching more rows than this runs as a job (progress, file kept 24 h). */
  exportJobRows: number;
  /**
   * Feishu: the default base address, the first backoff delay after a rate limit or 5xx, and the minutes
   * between knowledge-sheet syncs (0: by hand only).
   */
  feishu: { baseUrl: string; retryDelayMs: number; knowledgeSyncMinutes: number };
};

export class ConfigError extends Error {}

/** Keeps a generated secret beside the data so tokens survive restarts. */
const readOrCreateSecret = (dataDir: string): string => {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

/** Environment → typed config; a bad value stops start-up with one line naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(
      `Invalid ${name}=${JSON.stringify(env[name] ?? '')}: ${issue?.message ?? 'bad value'}`,
    );
  }
  const values = parsed.data;
  const databaseUrl = isPostgresUrl(values.DATABASE_URL) ? values.DATABASE_URL : resolve(values.DATABASE_URL);
  const dataDir = resolve(
    env.DATA_DIR ? values.DATA_DIR : isPostgresUrl(databaseUrl) ? values.DATA_DIR : dirname(databaseUrl),
  );
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl,
    dataDir,
    jwtSecret: values.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: parseDuration(values.TOKEN_TTL) ?? 43200,
    logLevel: values.LOG_LEVEL,
    seedDemo: values.SEED_DEMO,
    webDist: values.WEB_DIST,
    uploadIdleMs: values.UPLOAD_IDLE_SECONDS * 1000,
    imageCacheMaxBytes: values.IMAGE_CACHE_MAX_MB * 2 ** 20,
    trustProxy: values.TRUST_PROXY?.trim() ? values.TRUST_PROXY.trim() : false,
    llm: {
      provider:
        values.LLM_BASE_URL && values.LLM_MODEL
          ? { baseUrl: values.LLM_BASE_URL, model: values.LLM_MODEL, apiKey: values.LLM_API_KEY ?? '' }
          : undefined,
      dailyTokenQuota: values.LLM_DAILY_TOKEN_QUOTA ?? null,
      timeoutMs: values.LLM_TIMEOUT_MS,
      retryDelayMs: values.LLM_RETRY_DELAY_MS,
    },
    exportJobRows: values.EXPORT_JOB_ROWS,
    feishu: {
      baseUrl: values.FEISHU_BASE_URL.replace(/\/+$/, ''),
      retryDelayMs: values.FEISHU_RETRY_DELAY_MS,
      knowledgeSyncMinutes: values.FEISHU_KNOWLEDGE_SYNC_MINUTES,
    },
  };
};
