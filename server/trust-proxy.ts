import { isIP } from "node:net";

/**
 * Which peers may tell the shop the client's address, host and scheme (X-Forwarded-For, -Host, -Proto):
 * nobody (false), the nearest `hops` peers whatever their address (a number), or peers at these
 * addresses (addresses, CIDR ranges, or the names loopback, linklocal and uniquelocal).
 */
export type TrustProxy = false | number | string[];

const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 10;

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) >= 1 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; answers the setting, or the reason it is not one. */
export function parseTrustProxy(raw: string | undefined): { value: TrustProxy } | { problem: string } {
  const text = (raw ?? "").trim();
  if (text === "" || text === "false" || text === "0") return { value: false };
  if (text === "true") {
    return { problem: "true would believe any client's X-Forwarded-For; give the number of proxies in front of the shop (1 for one nginx or load balancer) or their addresses" };
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { value: hops } : { problem: `at most ${MAX_HOPS} proxies` };
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    return {
      problem: `not a number of proxies nor a list of addresses: ${wrong.map((entry) => JSON.stringify(entry)).join(", ")} (use e.g. 1, or 10.0.0.0/8, 192.168.1.10, loopback)`,
    };
  }
  return { value: entries };
}

/**
 * The setting in the form Fastify's trustProxy takes. A number of hops is turned into a function:
 * Fastify ignores every forwarded header when given a bare number.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return trust;
}
