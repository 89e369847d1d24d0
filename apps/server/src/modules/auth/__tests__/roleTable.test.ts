import { ERROR_CODES, PATHS, PERMISSIONS, ROLES, type TPermission } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathsOf } from '../../../testing/pathsOf';
import { createTestApp, expectFailure, type TestApp } from '../../../testing/testApp';

type Endpoint = { method: 'GET' | 'POST'; route: string; path: string };

/** Endpoints anyone may call without a token. */
const PUBLIC = new Set([`POST ${PATHS.auth.token}`, `GET ${PATHS.health.check}`]);

const { ingest, ...importJobs } = PATHS.imports;
/** Crawlers' endpoints: authenticated by a tenant API key, not a staff token (modules/imports tests). */
const API_KEY_ENDPOINTS = new Set(Object.values(ingest).map((path) => `POST ${path}`));
const { classify, ...classifierModel } = PATHS.classify;
const { list: personaList, ...personaWrites } = PATHS.personas;
const { read: configRead, ...configSections } = PATHS.trackingConfig;
/** Everyone reads the staff's names (pickers); the rest of the staff module is account administration. */
const { names: staffNames, ...staffAdmin } = PATHS.staff;
/** Everyone sends to the group; the bot is an integration (admins); alert rules are managers' work. */
const { send: groupSend, bot: groupBot, botTest: groupBotTest, ...alertRules } = PATHS.groupChat;

/**
 * DESIGN §6 as data: the PERMISSIONS entry each route needs (by its path, whatever the method). Routes not
 * listed are open to every signed-in role, except under /api/admin/ (staff accounts, integrations, API keys).
 */
const ROUTE_PERMISSIONS = new Map<string, TPermission>(
  (
    [
      [PATHS.notes.list, PERMISSIONS.notes.read],
      [PATHS.notes.cards, PERMISSIONS.notes.read],
      [PATHS.notes.detail, PERMISSIONS.notes.read],
      [PATHS.trackedNotes.deleted, PERMISSIONS.notes.read],
      [PATHS.notes.restorePost, PERMISSIONS.notes.restore],
      [PATHS.notes.updateTrack, PERMISSIONS.notes.track],
      // Adding a tracked note by its platform id.
      [PATHS.trackedNotes.track, PERMISSIONS.notes.track],
      [importJobs, PERMISSIONS.imports.run],
      [configRead, PERMISSIONS.trackingConfig.read],
      [configSections, PERMISSIONS.trackingConfig.write],
      [classify, PERMISSIONS.classifier.try],
      // The tenant's classifier model: figures, retraining from staff corrections, training set export.
      [classifierModel, PERMISSIONS.classifier.retrain],
      [personaList, PERMISSIONS.personas.read],
      [personaWrites, PERMISSIONS.personas.write],
      [PATHS.knowledge, PERMISSIONS.knowledge.manage],
      [staffNames, ROLES],
      [staffAdmin, PERMISSIONS.staff.manage],
      [PATHS.llm, PERMISSIONS.llmSettings.manage],
      // Feishu: the settings are administration; exports and the per-note counts are everyone's.
      [
        { settings: PATHS.feishu.settings, test: PATHS.feishu.settingsTest },
        PERMISSIONS.feishuSettings.manage,
      ],
      [PATHS.apiKeys, PERMISSIONS.apiKeys.manage],
      [groupSend, ROLES],
      [{ groupBot, groupBotTest }, PERMISSIONS.groupBot.manage],
      [alertRules, PERMISSIONS.alertRules.manage],
    ] as const
  ).flatMap(([paths, permission]) => pathsOf(paths).map((path) => [path, permission] as const)),
);

/** The roles that may call an endpoint. */
const allowedRoles = (endpoint: Endpoint): TPermission =>
  ROUTE_PERMISSIONS.get(endpoint.route) ??
  (endpoint.route.startsWith('/api/admin/') ? PERMISSIONS.staff.manage : ROLES);

/** An endpoint of the API a staff token opens: not public, not a crawler's, not the API docs. */
const isStaffEndpoint = (endpoint: Endpoint): boolean => {
  const name = `${endpoint.method} ${endpoint.path}`;
  return (
    !PUBLIC.has(name) &&
    !API_KEY_ENDPOINTS.has(name) &&
    endpoint.path.startsWith('/api/') &&
    !endpoint.path.startsWith('/api/docs')
  );
};

const ZPaths = z.object({ paths: z.record(z.string(), z.record(z.string(), z.unknown())) });

/**
 * The role table, checked over every endpoint the server documents, so an endpoint added without a
 * guard (or with the wrong roles) fails here.
 */
describe('who may call what (DESIGN §6), over every documented endpoint', () => {
  let t: TestApp;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = ZPaths.parse((await t.app.inject({ url: PATHS.docs.json })).json());
    endpoints = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .map((method) => method.toUpperCase())
        .filter((method): method is Endpoint['method'] => method === 'GET' || method === 'POST')
        .map((method) => ({
          method,
          route: path.replace(/\{(\w+)\}/g, ':$1'),
          path: path.replace(/\{[^}]+\}/g, String(t.a.worker.id)),
        })),
    );
  });
  afterAll(() => t.close());

  it('finds the endpoints of the issue in the OpenAPI document', () => {
    const listed = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'POST /api/token',
        'GET /api/user/me',
        'GET /api/user/info',
        'POST /api/user/logout',
        'POST /api/user/menu',
        'POST /api/user/password',
        'GET /api/user/tenant',
        'GET /api/track/expand_conditions',
        'GET /api/track/brand-product-display-name-search-keywords-dict',
        'GET /api/track/content-comm-results-list',
        'GET /api/admin/users',
        'POST /api/admin/users',
      ]),
    );
  });

  it('every endpoint but login and health answers 401 (50008) without a token', async () => {
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      if (PUBLIC.has(name) || API_KEY_ENDPOINTS.has(name) || !endpoint.path.startsWith('/api/')) continue;
      const response = await t
        .api()
        .request(endpoint.method, endpoint.path, endpoint.method === 'POST' ? {} : undefined);
      expect(response.status, name).toBe(401);
      expectFailure(response, 401, ERROR_CODES.tokenInvalid);
    }
  });

  it.each(['worker', 'manager'] as const)(
    '%s: 403 where DESIGN §6 says no, never 403 elsewhere',
    async (role) => {
      for (const endpoint of endpoints) {
        if (!isStaffEndpoint(endpoint)) continue;
        const name = `${endpoint.method} ${endpoint.path}`;
        // A fresh session per call: some calls (logout) end the session they are made with.
        const token = await t.loginAs(t.a[role]);
        const response = await t
          .api(token)
          .request(endpoint.method, endpoint.path, endpoint.method === 'POST' ? {} : undefined);
        if (!allowedRoles(endpoint).includes(role)) {
          expect(response.status, name).toBe(403);
          expectFailure(response, 403);
        } else {
          expect(response.status, `${name}: ${response.text}`).not.toBe(403);
          expect(response.status, `${name}: ${response.text}`).not.toBe(401);
          expect(response.status, `${name}: ${response.text}`).toBeLessThan(500);
        }
      }
    },
  );

  it('admin: reaches every endpoint (no 401/403, no 500)', async () => {
    for (const endpoint of endpoints) {
      if (!isStaffEndpoint(endpoint)) continue;
      const name = `${endpoint.method} ${endpoint.path}`;
      const token = await t.loginAs(t.a.admin);
      const response = await t
        .api(token)
        .request(endpoint.method, endpoint.path, endpoint.method === 'POST' ? {} : undefined);
      expect([401, 403], `${name}: ${response.text}`).not.toContain(response.status);
      expect(response.status, `${name}: ${response.text}`).toBeLessThan(500);
    }
  });
});
