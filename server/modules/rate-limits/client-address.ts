import { isIP } from "node:net";

/**
 * The form of a client's address every per-address limit counts by, so one client is one key:
 * `::ffff:1.2.3.4` and `1.2.3.4:5678` are `1.2.3.4`; an IPv6 address is its /64 (`2001:db8:1:2::/64`),
 * the block one home or phone line is given, which its owner may fill with 2^64 addresses at will.
 * Text that is no address (a missing or garbled header) is kept, lower-cased, as its own key.
 */
export function limitAddress(raw: string): string {
  const address = withoutPort(raw.trim().toLowerCase());
  if (isIP(address) === 4) return address;
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  return `${groups.slice(0, 4).map((group) => group.toString(16)).join(":")}::/64`;
}

/**
 * The network an address belongs to, for limits shared by neighbours: an IPv4 /24 (`192.0.2.0/24`) or
 * an IPv6 /48 (`2001:db8:1::/48`, what a provider gives one site). Takes any form `limitAddress` takes.
 */
export function limitNetwork(raw: string): string {
  const address = limitAddress(raw);
  if (isIP(address) === 4) return `${address.split(".").slice(0, 3).join(".")}.0/24`;
  if (!address.endsWith("::/64")) return address;
  return `${address.split(":").slice(0, 3).join(":")}::/48`;
}

/** `[v6]:port` → v6, `v4:port` → v4, and a zone (`fe80::1%eth0`) dropped; anything else unchanged. */
function withoutPort(address: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  const bare = bracketed ? bracketed[1]! : address;
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(bare);
  if (v4WithPort) return v4WithPort[1]!;
  return bare.replace(/%.*$/, "");
}

/** The eight 16-bit groups of a valid IPv6 address, `::` expanded and a trailing dotted IPv4 read as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const part = (piece: string) => (piece === "" ? [] : piece.split(":").map((group) => parseInt(group, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
}
