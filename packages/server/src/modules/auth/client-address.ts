import { isIPv6 } from 'node:net';

const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The groups of an IPv6 address written out in full (eight 16-bit groups, lower-case hex). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) =>
    part === ''
      ? []
      : part
          .split(':')
          // An embedded IPv4 address (64:ff9b::192.0.2.1) fills the last two groups.
          .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The part of a caller's address that stands for one client, as login throttling counts it: an
 * IPv4 address whole (also when written IPv4-mapped), an IPv6 address by its /64, since one home,
 * office or phone is given a whole /64 and may use any address in it.
 */
export function clientAddress(ip: string): string {
  const mapped = MAPPED_IPV4.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}
