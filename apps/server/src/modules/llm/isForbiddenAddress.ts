import { BlockList, isIP } from 'node:net';

/**
 * Addresses an LLM call may not reach: cloud instance metadata (which hands out the machine's credentials)
 * and link-local or unspecified addresses. Private and loopback addresses stay allowed — a self-hosted
 * Ollama or vLLM on the LAN or on this machine is a normal provider.
 */
const blocked = (): BlockList => {
  const list = new BlockList();
  list.addSubnet('169.254.0.0', 16, 'ipv4'); // link-local; AWS, GCP, Azure, Tencent metadata
  list.addSubnet('0.0.0.0', 8, 'ipv4'); // "this network": 0.0.0.0 reaches this machine's every port
  list.addAddress('100.100.100.200', 'ipv4'); // Alibaba Cloud metadata
  list.addSubnet('fe80::', 10, 'ipv6');
  list.addAddress('fd00:ec2::254', 'ipv6'); // AWS metadata over IPv6
  list.addAddress('::', 'ipv6');
  return list;
};

const BLOCKED = blocked();

/** Prefixes whose last 32 bits are an IPv4 address the packet ends up at (NAT64, IPv4-compatible). */
const EMBEDDING_IPV4 = [
  /^64:ff9b::(?:[0-9a-f]{1,4}:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/,
  /^::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/,
];

const embeddedIpv4 = (address: string): string | undefined => {
  for (const pattern of EMBEDDING_IPV4) {
    const match = pattern.exec(address);
    if (match?.[1] && match[2]) {
      const high = Number.parseInt(match[1], 16);
      const low = Number.parseInt(match[2], 16);
      return [high >> 8, high & 255, low >> 8, low & 255].join('.');
    }
  }
  return undefined;
};

/**
 * True for an IP address no LLM call may connect to. An IPv4 address written as IPv6 (::ffff:a9fe:a9fe,
 * NAT64 64:ff9b::a9fe:a9fe) is judged as the IPv4 address it reaches.
 */
export const isForbiddenAddress = (address: string): boolean => {
  const plain = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const family = isIP(plain);
  if (family === 4) return BLOCKED.check(plain, 'ipv4');
  if (family !== 6) return false;
  // BlockList judges ::ffff:a.b.c.d by its IPv4 rules itself.
  if (BLOCKED.check(plain, 'ipv6')) return true;
  const canonical = new URL(`http://[${plain}]/`).hostname.slice(1, -1);
  const inner = embeddedIpv4(canonical);
  return inner !== undefined && BLOCKED.check(inner, 'ipv4');
};
