import { isIPv4, isIPv6 } from "node:net";

/**
 * Whether an IP address is on the public internet, so the image proxy may connect to it. Everything
 * else is refused: loopback, private, link-local (cloud metadata), shared, multicast, unspecified,
 * broadcast, documentation, benchmarking and reserved ranges, and IPv6 forms that embed such an IPv4
 * address (mapped, NAT64, 6to4). Anything that is not a plain IP address is refused too.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicIpv4(ipv4Number(address));
  const groups = ipv6Groups(address);
  return groups ? isPublicIpv6(groups) : false;
}

/** IPv4 ranges that are not public: [first address, prefix length] (IANA special-purpose registry). */
const REFUSED_IPV4: ReadonlyArray<readonly [string, number]> = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation (TEST-NET-1)
  ["192.31.196.0", 24], // AS112
  ["192.52.193.0", 24], // AMT
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["192.175.48.0", 24], // direct delegation AS112
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation (TEST-NET-2)
  ["203.0.113.0", 24], // documentation (TEST-NET-3)
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address 255.255.255.255
];

function ipv4Number(address: string): number {
  return address.split(".").reduce((value, part) => value * 256 + Number(part), 0);
}

const REFUSED_IPV4_BLOCKS = REFUSED_IPV4.map(([first, bits]) => {
  const size = 2 ** (32 - bits);
  const start = ipv4Number(first);
  return { start, end: start + size - 1 };
});

function isPublicIpv4(value: number): boolean {
  return !REFUSED_IPV4_BLOCKS.some(({ start, end }) => value >= start && value <= end);
}

/** The eight 16-bit groups of an IPv6 address (zone removed, embedded dotted IPv4 included), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  if (!isIPv6(text)) return undefined;
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}:${Math.floor(value / 65_536).toString(16)}:${(value % 65_536).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail === undefined ? [] : tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - headGroups.length - tailGroups.length).fill("0");
  const groups = [...headGroups, ...zeros, ...tailGroups].map((group) => parseInt(group, 16));
  return groups.length === 8 ? groups : undefined;
}

const embeddedIpv4 = (high: number, low: number) => high * 65_536 + low;
const allZero = (groups: number[]) => groups.every((group) => group === 0);

function isPublicIpv6(g: number[]): boolean {
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64 well-known prefix): judged as the IPv4 inside.
  if (allZero(g.slice(0, 5)) && g[5] === 0xffff) return isPublicIpv4(embeddedIpv4(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && allZero(g.slice(2, 6))) return isPublicIpv4(embeddedIpv4(g[6]!, g[7]!));
  // 2002:aabb:ccdd::/48 (6to4) carries a.b.c.d in its second and third groups.
  if (g[0] === 0x2002) return isPublicIpv4(embeddedIpv4(g[1]!, g[2]!));
  // Only global unicast (2000::/3) may be public: this leaves out ::, ::1, IPv4-compatible, the NAT64
  // local-use prefix, discard-only, unique-local (fc00::/7), link-local (fe80::/10), multicast…
  if ((g[0]! & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && g[1]! < 0x0200) return false; // IETF protocol assignments, Teredo, benchmarking, ORCHID
  if (g[0] === 0x2001 && g[1] === 0x0db8) return false; // documentation
  if (g[0] === 0x3fff && g[1]! < 0x1000) return false; // documentation (3fff::/20)
  return true;
}
