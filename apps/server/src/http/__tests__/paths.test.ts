import { PATHS } from '@notedesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pathsOf } from '../../testing/pathsOf';
import { createTestApp, type TestApp } from '../../testing/testApp';

const ZPaths = z.object({ paths: z.record(z.string(), z.unknown()) });

/** The OpenAPI `{id}` / `{*}` back in the Fastify form `:id` / `*` that PATHS uses. */
const fastifyForm = (path: string): string => path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1');

/**
 * PATHS is the one list of endpoint paths: a route the server registers without an entry, or an entry no
 * route serves, fails here.
 */
describe('PATHS and the routes the server serves', () => {
  let t: TestApp;
  let documented: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const doc = ZPaths.parse((await t.app.inject({ url: PATHS.docs.json })).json());
    documented = Object.keys(doc.paths).map(fastifyForm);
  });
  afterAll(() => t.close());

  it('every path of the OpenAPI document is a value of PATHS', () => {
    const known = new Set(pathsOf(PATHS));
    expect(documented.filter((path) => !known.has(path))).toEqual([]);
  });

  it('every value of PATHS is a documented route, or the documentation itself', async () => {
    const { docs, ...api } = PATHS;
    const served = new Set(documented);
    expect(pathsOf(api).filter((path) => !served.has(path))).toEqual([]);
    for (const path of pathsOf(docs)) {
      const response = await t.app.inject({ url: path });
      expect(response.statusCode, path).toBeLessThan(400);
    }
  });
});
