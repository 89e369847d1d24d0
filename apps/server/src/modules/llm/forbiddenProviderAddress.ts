import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an LLM base URL may not reach: cloud instance metadata (which hands out the machine's
 * credentials) and link-local or unspecified addresses. Private and loopback addresses stay allowed — a
 * self-hosted Ollama or vLLM on the LAN or on this machine is a normal provider.
 */
const blocked = (): BlockList => {
  const list = new BlockList();
  list.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local; AWS, GCP, Azure, Tencent metadata
  list.addSubnet('0.0.0.0', 8, 'ipv4');
  list.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
  list.addAddress('::', 'ipv6');
  return list;
};

const BLOCKED_NAMES = new Set(['metadata', 'metadata.google.internal', 'metadata.tencentyun.com']);

type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true })).map((entry) => entry.address);

/** An IPv4 address written as IPv6 (::ffff:169.254.169.254) is judged as the IPv4 address. */
const plain = (address: string): string => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

/**
 * Why `baseUrl` must not be called, in English and Chinese ('' when it may): its host by name, or any address the name resolves to.
 * A name that does not resolve is left to the call, which fails as unreachable.
 */
export const forbiddenProviderAddress = async (
  baseUrl: string,
  resolve: Resolve = resolveAll,
): Promise<string> => {
  let host: string;
  try {
    host = new URL(baseUrl).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '';
  }
  if (BLOCKED_NAMES.has(host)) return `${host} is a cloud metadata address / 是云元数据地址`;
  const list = blocked();
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await resolve(host);
  } catch {
    return '';
  }
  for (const address of addresses.map(plain)) {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (list.check(address, family))
      return `${host} (${address}) is a link-local or cloud metadata address / 是链路本地或云元数据地址`;
  }
  return '';
};
