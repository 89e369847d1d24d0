import { APP_MENU, menuForRole } from '@notedesk/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/app/http/http';
import { useAppStore } from '@/app/stores/useAppStore';
import { useTenantStore } from '@/app/stores/useTenantStore';
import { useUserStore } from '@/app/stores/useUserStore';
import { startTestServer, type TestServer } from '@/app/testing/startTestServer';
import { guardNavigation } from '../guardNavigation';

let server: TestServer;
const ok = (data: unknown) => ({ body: { code: 200, msg: 'ok', data } });
const me = (role: 'worker' | 'manager' | 'admin') =>
  ok({ disabled: false, full_name: 'Chen Yu', id: 3, role, tenant_id: 1, username: 'demo-worker' });
const expand = ok({ product: [], product_line: [] });
const tenant = ok({
  id: 1,
  name: '栖溪护肤',
  target_platform: 'xhs',
  accounts: [],
  expands: { product: [], product_line: [] },
  brand_keywords: [],
  product_keywords: [],
  category_keywords: [],
  output_sheet_token: 'sheet-1',
  knowledge_sheet_token: 'know-1',
  brand_display_name_search_keywords_dict: {},
  product_display_name_search_keywords_dict: {},
  brand_list: [],
  comm_type_list: [],
  content_type_list: [],
  product_list: [],
});

const at = (path: string) => new URL(path, 'http://localhost:3000');

/** What the guard did: null to let the page open, 'forbidden' for the 403 page, or the redirect / status it threw. */
const outcome = async (path: string): Promise<string> => {
  try {
    const result = await guardNavigation(at(path));
    return result === null ? 'open' : result;
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get('Location')}`;
    if (thrown && typeof thrown === 'object' && 'init' in thrown) {
      const init = (thrown as { init?: { status?: number } }).init;
      return `status ${init?.status}`;
    }
    throw thrown;
  }
};

const calls = () => server.requests.map((request) => `${request.method} ${request.path}?${request.query}`);

beforeAll(async () => {
  server = await startTestServer();
  http.axios.defaults.baseURL = server.url;
});
afterAll(() => server.close());

beforeEach(() => {
  server.requests.length = 0;
  useUserStore.getState().reset();
  useTenantStore.getState().reset();
  useAppStore.setState({ menuFromServer: false, serverMenu: [] });
  server.route('GET /api/user/me', () => me('worker'));
  server.route('GET /api/track/expand_conditions', () => expand);
  server.route('GET /api/user/tenant', () => tenant);
  server.route('POST /api/user/logout', () => ok(null));
  server.route('POST /api/user/menu', () => ok(menuForRole('worker')));
});

describe('login guard', () => {
  it('sends a visitor without a token to login with the route name and query', async () => {
    expect(await outcome('/publication-maintenance/comment-maintenance?brand=3&page=2')).toBe(
      'redirect /login?redirect=comment-maintenance&brand=3&page=2',
    );
    expect(await outcome('/brand-monitoring/contentdetailThr/n-42')).toBe(
      'redirect /login?redirect=contentdetailThr&content_id=n-42',
    );
    expect(await outcome('/login')).toBe('open');
    expect(server.requests).toHaveLength(0);
  });

  it('loads profile, submit and search conditions, then the tenant, in that order', async () => {
    localStorage.setItem('token', 't1');
    sessionStorage.setItem('theme', 'dy');
    expect(await outcome('/publication-maintenance/publication-effect')).toBe('open');
    expect(calls()).toEqual([
      'GET /api/user/me?',
      'GET /api/track/expand_conditions?source=submit',
      'GET /api/track/expand_conditions?source=search',
      'GET /api/user/tenant?target_platform=dy',
    ]);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer t1');
    expect(useUserStore.getState().role).toBe('worker');
    expect(localStorage.getItem('tenantNames')).toBe('栖溪护肤');
    expect(localStorage.getItem('sheetToken')).toBe('sheet-1');
    expect(localStorage.getItem('knowSheetToken')).toBe('know-1');

    server.requests.length = 0;
    expect(await outcome('/brand-monitoring/brand-review')).toBe('open');
    expect(server.requests).toHaveLength(0);
  });

  it('loads only the profile for content detail addresses', async () => {
    localStorage.setItem('token', 't1');
    for (const path of [
      '/publication-maintenance/contentdetail/1',
      '/publication-maintenance/contentdetailTwo/2',
      '/brand-monitoring/contentdetailThr/3',
    ]) {
      expect(await outcome(path)).toBe('open');
    }
    expect(calls()).toEqual(['GET /api/user/me?']);
  });

  it('logs out and returns to login with redirect when start-up loading fails', async () => {
    localStorage.setItem('token', 'stale');
    sessionStorage.setItem('theme', 'xhs');
    server.route('GET /api/user/tenant', () => ({ status: 500, body: { code: 500, msg: 'x', detail: 'x' } }));
    expect(await outcome('/market-opportunity/product-opportunity?q=1')).toBe(
      'redirect /login?redirect=product-opportunity&q=1',
    );
    expect(calls().at(-1)).toBe('POST /api/user/logout?');
    expect(localStorage.getItem('token')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(useUserStore.getState().role).toBe('');
  });
});

describe('the login page with a token', () => {
  it('goes on to the redirect target when the session works', async () => {
    localStorage.setItem('token', 't1');
    expect(await outcome('/login?redirect=brand-review&keyword=%E9%9D%A2%E9%9C%9C')).toBe(
      'redirect /brand-monitoring/brand-review?keyword=%E9%9D%A2%E9%9C%9C',
    );
    expect(await outcome('/login')).toBe('redirect /publication-maintenance/publication-effect');
  });

  it("lands on the role's first permitted page when the target is not the role's", async () => {
    localStorage.setItem('token', 't1');
    server.route('GET /api/user/me', () => me('worker'));
    expect(await outcome('/login?redirect=team-members')).toBe(
      'redirect /publication-maintenance/publication-effect',
    );
  });

  it('forgets a token the server refuses and shows the form', async () => {
    localStorage.setItem('token', 'revoked');
    server.route('GET /api/user/me', () => ({ status: 401, body: { code: 50014, msg: 'x', detail: 'x' } }));
    expect(await outcome('/login?redirect=brand-review')).toBe('open');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('permission guard', () => {
  beforeEach(() => localStorage.setItem('token', 't1'));

  it('shows the 403 page at an address the role may not open (typed or shared)', async () => {
    expect(await outcome('/team/members')).toBe('forbidden');
  });

  it('lets an admin open admin pages', async () => {
    server.route('GET /api/user/me', () => me('admin'));
    expect(await outcome('/team/members')).toBe('open');
  });

  it('shows not-found for an unknown address once signed in', async () => {
    expect(await outcome('/no/such/page')).toBe('open');
  });

  it('with the menu from the server, allows only its pages and the white list', async () => {
    useAppStore.setState({ menuFromServer: true });
    const onlyPublications = [APP_MENU[0]!];
    server.route('POST /api/user/menu', () => ok(onlyPublications));
    expect(await outcome('/publication-maintenance/comment-maintenance')).toBe('open');
    expect(calls()).toContain('POST /api/user/menu?');
    expect(await outcome('/brand-monitoring/brand-review')).toBe('status 404');
    expect(await outcome('/publication-maintenance/contentdetailTwo/9')).toBe('open');
    expect(await outcome('/brand-monitoring/contentdetailThr/9')).toBe('status 404');
    expect(await outcome('/user/setting')).toBe('open');
  });
});
