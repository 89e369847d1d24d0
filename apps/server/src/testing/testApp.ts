import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TErrorBody, type TRole, ZErrorBody, ZTokenResponse } from '@notedesk/contract';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import type { AppInstance } from '../appInstance';
import { type Config, loadConfig } from '../config';
import type { Database, NewComment, NewNote } from '../db/schema';
import type { AppDeps } from '../deps';
import { createAuthService } from '../modules/auth/service';
import { createStaffService } from '../modules/staff/service';
import { createTenantRepository } from '../modules/tenant/repository';
import { createTestDatabase, type TestDatabase } from './testDatabase';

// ---------------------------------------------------------------------------------------------
// Clock, config, seeded tenants.
// ---------------------------------------------------------------------------------------------

/** A clock the test moves by hand; starts at the real time so JWT `exp` checks by jose agree with it. */
export type TestClock = { now: () => number; set: (epochMs: number) => void; advance: (ms: number) => void };

export const createClock = (start: number = Date.now()): TestClock => {
  let current = start;
  return {
    now: () => current,
    set: (epochMs) => {
      current = epochMs;
    },
    advance: (ms) => {
      current += ms;
    },
  };
};

export const TEST_JWT_SECRET = 'test-secret-0123456789-abcdefghijklmnop';

export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    DATABASE_URL: ':memory:',
    JWT_SECRET: TEST_JWT_SECRET,
    TOKEN_TTL: '1h',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'notedesk-api-unused-data'),
    SEED_DEMO: 'false',
    // The web build may or may not exist on this machine; API tests do not depend on it.
    WEB_DIST: join(tmpdir(), 'notedesk-api-no-web-dist'),
    ...env,
  });

export type SeededUser = { id: number; username: string; password: string; role: TRole; tenantId: number };

export type SeededTenant = {
  id: number;
  name: string;
  admin: SeededUser;
  manager: SeededUser;
  worker: SeededUser;
  /** Product ids: offered for submit only, for search only, for both. */
  products: { submitOnly: number; searchOnly: number; both: number };
  brandIds: number[];
  productLineIds: number[];
};

/** Strong enough for the password rules (upper, lower, digit, ≥ 6). */
export const passwordFor = (username: string): string => `Pw${username.replace(/[^A-Za-z0-9]/g, '')}9`;

/**
 * One tenant with an admin, a manager and a worker (created by the staff service, as the CLI does),
 * an xhs and a dy account, an own brand and a competitor, a product line, three products with
 * different submit/search flags, and brand/product/category keywords for xhs, dy and both.
 */
const seedTenant = async (deps: AppDeps, prefix: string, name: string): Promise<SeededTenant> => {
  const { db } = deps;
  const at = deps.now();
  const tenant = await createTenantRepository(db).insert(name, at);
  await db
    .updateTable('tenants')
    .set({ output_sheet_token: `${prefix}-out-sheet`, knowledge_sheet_token: `${prefix}-know-sheet` })
    .where('id', '=', tenant.id)
    .execute();
  const staff = createStaffService(deps, createAuthService(deps));
  const makeUser = async (role: TRole): Promise<SeededUser> => {
    const username = `${prefix}-${role}`;
    const password = passwordFor(username);
    const account = await staff.system.create(
      tenant.id,
      { username, password, role, full_name: `${prefix.toUpperCase()} ${role}` },
      null,
    );
    return { id: account.id, username, password, role, tenantId: tenant.id };
  };
  const admin = await makeUser('admin');
  const manager = await makeUser('manager');
  const worker = await makeUser('worker');

  await db
    .insertInto('platform_accounts')
    .values([
      {
        tenant_id: tenant.id,
        platform: 'xhs',
        account_id: `${prefix}-xhs-1`,
        nickname: `${prefix} 小红书`,
        created_at: at,
      },
      {
        tenant_id: tenant.id,
        platform: 'dy',
        account_id: `${prefix}-dy-1`,
        nickname: `${prefix} 抖音`,
        created_at: at,
      },
    ])
    .execute();
  const own = await db
    .insertInto('brands')
    .values({
      tenant_id: tenant.id,
      name: `${prefix}-own`,
      display_name: `${prefix} 自有品牌`,
      is_own: 1,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rival = await db
    .insertInto('brands')
    .values({
      tenant_id: tenant.id,
      name: `${prefix}-rival`,
      display_name: `${prefix} 竞品`,
      is_own: 0,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const line = await db
    .insertInto('product_lines')
    .values({ tenant_id: tenant.id, brand_id: own.id, name: `${prefix} 修护系列`, created_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = async (suffix: string, useSubmit: number, useSearch: number) =>
    (
      await db
        .insertInto('products')
        .values({
          tenant_id: tenant.id,
          brand_id: own.id,
          product_line_id: line.id,
          name: `${prefix}-${suffix}`,
          display_name: `${prefix} ${suffix} 精华`,
          use_submit: useSubmit,
          use_search: useSearch,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const products = {
    submitOnly: await product('submit-only', 1, 0),
    searchOnly: await product('search-only', 0, 1),
    both: await product('both', 1, 1),
  };
  const keyword = (
    platform: 'xhs' | 'dy' | null,
    kind: 'brand' | 'product' | 'category',
    display: string,
    word: string,
  ) => ({
    tenant_id: tenant.id,
    platform,
    kind,
    display_name: display,
    keyword: word,
    created_at: at,
  });
  await db
    .insertInto('search_keywords')
    .values([
      keyword(null, 'brand', `${prefix} 自有品牌`, `${prefix}品牌`),
      keyword('xhs', 'brand', `${prefix} 自有品牌`, `${prefix}-xhs-brand`),
      keyword('dy', 'brand', `${prefix} 自有品牌`, `${prefix}-dy-brand`),
      keyword(null, 'product', `${prefix} both 精华`, `${prefix}精华`),
      keyword('dy', 'product', `${prefix} both 精华`, `${prefix}-dy-product`),
      keyword(null, 'category', `${prefix} 敏感肌`, `${prefix}敏感肌`),
      keyword('xhs', 'category', `${prefix} 防晒`, `${prefix}-xhs-category`),
    ])
    .execute();
  return {
    id: tenant.id,
    name,
    admin,
    manager,
    worker,
    products,
    brandIds: [own.id, rival.id],
    productLineIds: [line.id],
  };
};

// ---------------------------------------------------------------------------------------------
// The app and a small HTTP client over app.inject.
// ---------------------------------------------------------------------------------------------

export type TestResponse = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  text: string;
  /** The parsed JSON body (undefined when the body is not JSON). */
  body: unknown;
};

export type RequestOptions = {
  headers?: Record<string, string>;
  remoteAddress?: string;
  query?: Record<string, string | string[]>;
};

type InjectMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiClient = {
  get: (path: string, options?: RequestOptions) => Promise<TestResponse>;
  /** A JSON body (objects), or a raw string/Buffer sent as is with the given content type. */
  post: (path: string, body?: unknown, options?: RequestOptions) => Promise<TestResponse>;
  request: (
    method: InjectMethod,
    path: string,
    body?: unknown,
    options?: RequestOptions,
  ) => Promise<TestResponse>;
};

const parseBody = (text: string, contentType: unknown): unknown => {
  if (typeof contentType !== 'string' || !contentType.includes('json')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const apiClient = (app: AppInstance, token?: string): ApiClient => {
  const request: ApiClient['request'] = async (method, path, body, options = {}) => {
    const headers: Record<string, string> = {};
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    let payload: string | Buffer | undefined;
    if (typeof body === 'string' || Buffer.isBuffer(body)) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await app.inject({
      method,
      url: path,
      headers: { ...headers, ...options.headers },
      ...(payload !== undefined ? { payload } : {}),
      ...(options.query ? { query: options.query } : {}),
      ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    });
    return {
      status: response.statusCode,
      headers: response.headers,
      text: response.body,
      body: parseBody(response.body, response.headers['content-type']),
    };
  };
  return {
    request,
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
  };
};

export type LoginForm = Record<string, string>;

/** POST /api/token as the web client sends it: form-encoded. */
export const postTokenForm = (app: AppInstance, form: LoginForm, options: RequestOptions = {}) =>
  apiClient(app).post('/api/token', new URLSearchParams(form).toString(), {
    ...options,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
  });

export type TestAppOptions = {
  env?: Record<string, string>;
  throttleLimits?: BuildAppOptions['throttleLimits'];
  logStream?: BuildAppOptions['logStream'];
  /** The comment list index (default: the app's, which leaves tenants under 50,000 comments to SQL). */
  commentListIndex?: BuildAppOptions['commentListIndex'];
  /** The image proxy's transport and limits (a fake CDN on 127.0.0.1). */
  imageProxy?: BuildAppOptions['imageProxy'];
  /** How long a SQLite write waits for another process's lock before answering 503 (default: the app's). */
  databaseLockWaitMs?: number;
};

export type TestApp = {
  app: AppInstance;
  database: TestDatabase;
  db: Kysely<Database>;
  config: Config;
  clock: TestClock;
  /** Tenants A and B, each with an admin, a manager and a worker. */
  a: SeededTenant;
  b: SeededTenant;
  api: (token?: string) => ApiClient;
  /** Logs in (form POST /api/token), expects 200 and returns the access token. */
  login: (username: string, password: string, options?: RequestOptions) => Promise<string>;
  /** Logs a seeded user in. */
  loginAs: (user: SeededUser) => Promise<string>;
  /** Creates a user of the given tenant through the staff service, as the CLI does. */
  createUser: (tenant: SeededTenant, username: string, role: TRole) => Promise<SeededUser>;
  close: () => Promise<void>;
};

/** Builds the app on a fresh test database with a controllable clock and two seeded tenants. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database = await createTestDatabase(
    options.databaseLockWaitMs !== undefined ? { lockWaitMs: options.databaseLockWaitMs } : {},
  );
  const config = testConfig(options.env);
  const clock = createClock();
  const app = await buildApp({
    config,
    database: database.handle,
    now: clock.now,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.throttleLimits ? { throttleLimits: options.throttleLimits } : {}),
    ...(options.commentListIndex !== undefined ? { commentListIndex: options.commentListIndex } : {}),
    ...(options.imageProxy ? { imageProxy: options.imageProxy } : {}),
  });
  await app.ready();
  const deps: AppDeps = {
    db: database.handle.db,
    dialect: database.dialect,
    config,
    now: clock.now,
    log: app.log,
  };
  const a = await seedTenant(deps, 'ta', '租户甲 Tenant A');
  const b = await seedTenant(deps, 'tb', '租户乙 Tenant B');
  const staff = createStaffService(deps, createAuthService(deps));

  const login: TestApp['login'] = async (username, password, requestOptions) => {
    const response = await postTokenForm(app, { username, password, grant_type: 'password' }, requestOptions);
    expect(response.status, response.text).toBe(200);
    return ZTokenResponse.parse(response.body).access_token;
  };

  return {
    app,
    database,
    db: database.handle.db,
    config,
    clock,
    a,
    b,
    api: (token) => apiClient(app, token),
    login,
    loginAs: (user) => login(user.username, user.password),
    createUser: async (tenant, username, role) => {
      const password = passwordFor(username);
      const account = await staff.system.create(
        tenant.id,
        { username, password, role, full_name: username },
        null,
      );
      return { id: account.id, username, password, role, tenantId: tenant.id };
    },
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Hand-made notes and comments with known values, for exact assertions.
// ---------------------------------------------------------------------------------------------

export type NoteSeed = Partial<Omit<NewNote, 'tenant_id'>> & { platform_note_id: string };
export type CommentSeed = Partial<Omit<NewComment, 'tenant_id' | 'note_id' | 'platform_note_id'>> & {
  content: string;
};

let commentSerial = 0;

/** Inserts a note of the tenant (defaults: xhs, own, published now) and returns its id. */
export const insertNote = async (
  db: Kysely<Database>,
  tenantId: number,
  at: number,
  note: NoteSeed,
): Promise<number> =>
  (
    await db
      .insertInto('notes')
      .values({
        platform: 'xhs',
        source: 'own',
        brand_id: null,
        product_line_id: null,
        product_id: null,
        published_at: at,
        deleted_at: null,
        deleted_by: null,
        reply_updated_at: null,
        reply_updated_by: null,
        created_at: at,
        updated_at: at,
        ...note,
        tenant_id: tenantId,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * Inserts a comment under a note, copying the note's platform, source, brand, line, product and keyword
 * (as import does) unless given; returns its id.
 */
export const insertComment = async (
  db: Kysely<Database>,
  tenantId: number,
  noteId: number,
  at: number,
  comment: CommentSeed,
): Promise<number> => {
  const note = await db
    .selectFrom('notes')
    .select([
      'platform',
      'platform_note_id',
      'source',
      'brand_id',
      'product_line_id',
      'product_id',
      'keyword',
    ])
    .where('id', '=', noteId)
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('comments')
    .values({
      platform: note.platform,
      platform_comment_id: `c-${noteId}-${++commentSerial}`,
      source: note.source,
      brand_id: note.brand_id,
      product_line_id: note.product_line_id,
      product_id: note.product_id,
      keyword: note.keyword,
      published_at: at,
      cls_type: null,
      sentiment: null,
      neg_type: null,
      content_type: null,
      cls_source: null,
      cls_confidence: null,
      process_staff_id: null,
      process_updated_at: null,
      reply_updated_at: null,
      reply_updated_by: null,
      deleted_at: null,
      created_at: at,
      updated_at: at,
      ...comment,
      tenant_id: tenantId,
      note_id: noteId,
      platform_note_id: note.platform_note_id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

// ---------------------------------------------------------------------------------------------
// Assertions every failure must satisfy.
// ---------------------------------------------------------------------------------------------

/**
 * Expects a failure `{ code, msg, detail, field? }` with the given HTTP status (and body code, which is the
 * status unless given): a non-empty sentence, no stack trace, no password hash. Returns the parsed body.
 */
export const expectFailure = (response: TestResponse, status: number, code: number = status): TErrorBody => {
  expect(response.status, response.text).toBe(status);
  expect(String(response.headers['content-type'])).toContain('application/json');
  const body = ZErrorBody.parse(response.body);
  expect(body.code).toBe(code);
  expect(body.detail.trim().length).toBeGreaterThan(0);
  expect(body.msg).toBe(body.detail);
  expectNoLeaks(response.text);
  return body;
};

/** No stack trace, no internal file path, no password hash in a response. */
export const expectNoLeaks = (text: string): void => {
  expect(text).not.toMatch(/\bat .+\(.*:\d+:\d+\)/);
  expect(text).not.toMatch(/node_modules|\.ts:\d+|"stack"/);
  expect(text).not.toMatch(/password_hash|\$argon2/);
};

/** `data` of a success envelope, after checking the envelope. */
export const expectOk = (response: TestResponse): unknown => {
  expect(response.status, response.text).toBe(200);
  const body = response.body as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  expect(body?.code).toBe(200);
  expect(body?.msg).toBe('ok');
  expectNoLeaks(response.text);
  return body?.data;
};
