import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TErrorBody, ZErrorBody, ZTokenResponse } from '@notedesk/contract';
import { expect } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import type { AppInstance } from '../appInstance';
import { type Config, loadConfig } from '../config';
import type { AppDeps } from '../deps';
import type { TestUser } from './factories/newUser';
import { type SeededTenant, seedTenant } from './factories/seedTenant';
import { createTestDatabase, type TestDatabase } from './testDatabase';

// ---------------------------------------------------------------------------------------------
// Clock and config. The rows a test needs come from the factories in ./factories.
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
  /** xlsx export chunk size and file lifetime. */
  exports?: BuildAppOptions['exports'];
  /** How long a SQLite write waits for another process's lock before answering 503 (default: the app's). */
  databaseLockWaitMs?: number;
  /** The alert rules' timer (default off in tests: they evaluate after writes, or call the evaluator). */
  alertIntervalMs?: BuildAppOptions['alertIntervalMs'];
};

/**
 * The app on an empty database and, as AppDeps, what the factories (./factories) write through:
 * `const tenant = await newTenant(t); const worker = await newUser(t, { tenantId: tenant.id });`.
 */
export type EmptyTestApp = AppDeps & {
  app: AppInstance;
  database: TestDatabase;
  clock: TestClock;
  api: (token?: string) => ApiClient;
  /** Logs in (form POST /api/token), expects 200 and returns the access token. */
  login: (username: string, password: string, options?: RequestOptions) => Promise<string>;
  /** Logs a user made by newUser in. */
  loginAs: (user: TestUser) => Promise<string>;
  close: () => Promise<void>;
};

/** An EmptyTestApp with tenants A and B already made by seedTenant (prefixes `ta` and `tb`). */
export type TestApp = EmptyTestApp & {
  /** Each with an admin, a manager, a worker and a tracking setup. */
  a: SeededTenant;
  b: SeededTenant;
};

/** Builds the app on a fresh test database with a controllable clock, and no tenant yet. */
export const createEmptyTestApp = async (options: TestAppOptions = {}): Promise<EmptyTestApp> => {
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
    ...(options.exports ? { exports: options.exports } : {}),
    alertIntervalMs: options.alertIntervalMs ?? false,
  });
  await app.ready();
  const deps: AppDeps = {
    db: database.handle.db,
    dialect: database.dialect,
    config,
    now: clock.now,
    log: app.log,
  };

  const login: EmptyTestApp['login'] = async (username, password, requestOptions) => {
    const response = await postTokenForm(app, { username, password, grant_type: 'password' }, requestOptions);
    expect(response.status, response.text).toBe(200);
    return ZTokenResponse.parse(response.body).access_token;
  };

  return {
    ...deps,
    app,
    database,
    clock,
    api: (token) => apiClient(app, token),
    login,
    loginAs: (user) => login(user.username, user.password),
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
};

/** Builds the app with tenants A and B, the world most API tests share. */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const t = await createEmptyTestApp(options);
  const a = await seedTenant(t, 'ta', '租户甲 Tenant A');
  const b = await seedTenant(t, 'tb', '租户乙 Tenant B');
  return { ...t, a, b };
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
