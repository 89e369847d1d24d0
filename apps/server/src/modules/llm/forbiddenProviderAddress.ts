import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isForbiddenAddress } from './isForbiddenAddress';

/** Names of cloud metadata services (they resolve to a metadata address only inside the cloud). */
const BLOCKED_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.tencentyun.com',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Every address a name resolves to, as the call's connection would see them. */
export type Resolve = (host: string) => Promise<string[]>;

export const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The host of `baseUrl` as a connection would reach it: lower case, no brackets, no trailing dots (the URL
 * parser has already turned decimal, octal and hex IPv4 forms into dotted decimal).
 */
const hostOf = (baseUrl: string): string | undefined => {
  try {
    return new URL(baseUrl).hostname
      .replace(/^\[|\]$/g, '')
      .toLowerCase()
      .replace(/\.+$/, '');
  } catch {
    return undefined;
  }
};

/**
 * The host of `baseUrl` when it must not be called ('' when it may): by its name, its address, or any
 * address the name resolves to. A name that does not resolve is left to the call, which fails as
 * unreachable; the call checks again the address it connects to (see createProviderTransport).
 */
export const forbiddenProviderAddress = async (
  baseUrl: string,
  resolve: Resolve = resolveAll,
): Promise<string> => {
  const host = hostOf(baseUrl);
  if (host === undefined) return '';
  if (BLOCKED_NAMES.has(host)) return host;
  if (isIP(host)) return isForbiddenAddress(host) ? host : '';
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return '';
  }
  const forbidden = addresses.find(isForbiddenAddress);
  return forbidden === undefined ? '' : `${host} (${forbidden})`;
};
