import { badRequest, routeNotFound, urlTooLong } from '../../http/AppError';
import { cdnReferer } from './cdnReferer';

/**
 * Longest `/images/<host>/<path>?<query>` forwarded. CDN image URLs are a few hundred characters; a longer one
 * would only be refused by the CDN (431/414), which the proxy would report as a failing CDN (502).
 */
export const IMAGE_URL_MAX = 2048;

/** Where the proxy fetches from, and the Referer that CDN wants. */
export type ProxyTarget = { url: URL; referer: string };

/**
 * Control characters and backslashes (which some servers read as `/`) have no place in a CDN URL, nor an
 * escaped slash inside a path segment (a CDN that decodes it would see other segments than we checked).
 */
const hasUnsafeCharacter = (text: string, slashToo: boolean): boolean =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f || character === '\\' || (slashToo && character === '/');
  });

/** The path segment decoded, or undefined when it is badly percent-encoded. */
const decodeSegment = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * `/images/<host>/<path>?<query>` (as requested, still percent-encoded) → the upstream https URL.
 *
 * A host off the allow-list answers 404 like any unknown path, so the proxy reveals nothing and cannot be
 * used as an open proxy. Dot segments are refused rather than resolved: the host is fixed either way, but
 * a `..` in an image path is never legitimate. The path is forwarded byte for byte (the CDNs' keys contain
 * `!`, `~` and `:`), so the cache key is the exact URL the CDN sees.
 */
export const proxyTarget = (host: string, requestUrl: string): ProxyTarget => {
  const referer = cdnReferer(host);
  if (referer === undefined) {
    throw routeNotFound(requestUrl);
  }
  if (requestUrl.length > IMAGE_URL_MAX) throw urlTooLong();
  const marker = `/${host}/`;
  const start = requestUrl.indexOf(marker);
  const rest = start < 0 ? '' : requestUrl.slice(start + marker.length);
  const queryAt = rest.indexOf('?');
  const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
  const query = queryAt < 0 ? '' : rest.slice(queryAt);
  const segments = path.split('/').map(decodeSegment);
  const bad =
    path === '' ||
    hasUnsafeCharacter(query, false) ||
    segments.some(
      (segment) =>
        segment === undefined || segment === '.' || segment === '..' || hasUnsafeCharacter(segment, true),
    );
  if (bad) throw badRequest('imagePathInvalid');
  const url = new URL(`https://${host}/${path}${query}`);
  // Belt and braces: whatever the path held, the URL must still point at the allow-listed host.
  if (url.hostname !== host || url.port !== '' || url.username !== '' || url.password !== '') {
    throw badRequest('imagePathInvalid');
  }
  return { url, referer };
};
