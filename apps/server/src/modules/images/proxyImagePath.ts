import { PATHS } from '@notedesk/contract';
import { cdnReferer } from './cdnReferer';

/** Hosts served from outside the mainland go through /images-na (a different upstream route). */
const isOverseasHost = (host: string): boolean => host.endsWith('.xhscdn.net') || /(^|[.-])na[.-]/.test(host);

/** Whether the image proxy fetches from `host` (Xiaohongshu and Douyin image CDNs only; see cdnReferer). */
export const isAllowedImageHost = (host: string): boolean => cdnReferer(host) !== undefined;

/**
 * A CDN image URL → the local proxy path `/images/<host>/<path>?<query>` (or `/images-na/…`), so the browser
 * never talks to the CDN (which checks the referer). Anything not on an allowed host is dropped (''). The
 * path is not signed yet: see imageUrls (rows cached with it are signed when they are sent).
 */
export const proxyImagePath = (url: string): string => {
  if (!url) return '';
  let parsed: URL;
  try {
    parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return '';
  }
  const host = parsed.hostname.toLowerCase();
  if (!/^https?:$/.test(parsed.protocol) || !isAllowedImageHost(host)) return '';
  const route = isOverseasHost(host) ? PATHS.images.overseas : PATHS.images.mainland;
  // The CDN path, already URL-encoded, is the route's `*` as it is (a function: `$` in it is no pattern).
  return `${route.replace(':host/*', () => `${host}${parsed.pathname}`)}${parsed.search}`;
};
