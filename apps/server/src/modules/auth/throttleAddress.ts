import { isIP } from 'node:net';

/** The eight 16-bit groups of an IPv6 address, '::' expanded (a dotted IPv4 tail counts as two). */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail] = address.split('::');
  const split = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [group];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
        });
  const front = split(head);
  const back = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - front.length - back.length }, () => '0');
  return [...front, ...zeros, ...back].map((group) => Number.parseInt(group, 16).toString(16));
};

/**
 * The client as the login throttle counts it: an IPv4 address as itself (also when written as IPv6,
 * ::ffff:a.b.c.d), an IPv6 address by its /64 — one subscriber holds a whole /64, so counting single IPv6
 * addresses would give a guesser 2^64 fresh limits.
 */
export const throttleAddress = (ip: string): string => {
  const plain = ip
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const groups = ipv6Groups(plain);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high = 0, low = 0] = groups.slice(6).map((group) => Number.parseInt(group, 16));
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
};
