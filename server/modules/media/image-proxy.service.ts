import { lookup } from "node:dns/promises";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { AppError } from "../../errors";
import { createWorkLimiter } from "../../work-limiter";
import { createImageCache, type ImageCache, type ProxiedImage } from "./image-proxy-cache";
import { isPublicAddress } from "./public-address";

export interface ImageProxyOptions {
  /** Which addresses the proxy may connect to: public ones. Only tests widen it; never configuration. */
  isAllowedAddress?: (address: string) => boolean;
  /** A host name's addresses (dns.lookup, every address, by default). */
  resolve?: (hostname: string) => Promise<string[]>;
  timeoutMs?: number;
  maxBytes?: number;
  cache?: ImageCache;
  /** Fetches at once, and fetches that may wait for one to end; beyond that, 503 at once. */
  concurrency?: number;
  queueLength?: number;
}

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+$/;

const refused = () => new AppError("invalid_input", "This image address is not allowed.", { field: "url" });
const upstreamFailed = (message = "The image could not be loaded from its server.") => new AppError("upstream_failed", message);

/** The address to fetch, if it is an http(s) URL without credentials; otherwise 400. */
export function parseImageUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("invalid_input", "This is not a valid image address.", { field: "url" });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refused();
  if (url.username || url.password) throw refused();
  url.hash = "";
  return url;
}

const systemResolve = async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((answer) => answer.address);

/**
 * The shop's image proxy (see docs/product/api-and-errors.md#images): public http(s) images only. Each host is resolved and every address
 * checked before connecting, the connection is pinned to the checked address (a second DNS answer cannot
 * move it), redirects are followed by hand (at most three, each checked the same way), and it stops at
 * 10 MB or 10 seconds, a few fetches at a time. Images fetched are cached; a cache hit connects nowhere.
 */
export function createImageProxyService(options: ImageProxyOptions = {}) {
  const isAllowed = options.isAllowedAddress ?? isPublicAddress;
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 10_485_760;
  const cache = options.cache ?? createImageCache();
  const inFlight = new Map<string, Promise<ProxiedImage>>();
  // Each fetch may hold up to maxBytes in memory: a flood of uncached addresses must not hold hundreds.
  const limiter = createWorkLimiter({ concurrency: options.concurrency ?? 8, queueLength: options.queueLength ?? 32, maxWaitMs: timeoutMs });

  /** The one address this URL may be fetched from, after checking every address of its host. */
  async function vettedAddress(url: URL): Promise<string> {
    const host = url.hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "").toLowerCase();
    if (isIP(host)) {
      if (!isAllowed(host)) throw refused();
      return host;
    }
    if (host === "localhost" || host.endsWith(".localhost")) throw refused();
    let addresses: string[];
    try {
      addresses = await resolve(host);
    } catch {
      throw upstreamFailed("The image's server could not be found.");
    }
    if (addresses.length === 0) throw upstreamFailed("The image's server could not be found.");
    if (!addresses.every(isAllowed)) throw refused();
    return addresses[0]!;
  }

  function connect(url: URL, address: string, signal: AbortSignal): Promise<IncomingMessage> {
    const family = isIP(address);
    const pinned = ((_hostname, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    }) as LookupFunction;
    return new Promise((resolveResponse, reject) => {
      const request = (url.protocol === "https:" ? https : http).request(
        {
          protocol: url.protocol,
          hostname: url.hostname.replace(/^\[|\]$/g, ""),
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: "GET",
          headers: { accept: "image/avif,image/webp,image/*;q=0.8", "accept-encoding": "identity", "user-agent": "KiddoKart image proxy" },
          lookup: pinned,
          agent: false,
          signal,
        },
        resolveResponse,
      );
      request.on("error", reject);
      request.end();
    });
  }

  async function readImage(response: IncomingMessage): Promise<ProxiedImage> {
    const contentType = (response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
    const encoding = response.headers["content-encoding"];
    const declared = Number(response.headers["content-length"]);
    const fail = (error: AppError) => {
      response.destroy();
      return error;
    };
    // SVG is an image type that can carry scripts, so it is not passed on.
    if (!IMAGE_TYPE.test(contentType) || contentType.includes("svg")) throw fail(new AppError("unsupported_type", "This address is not an image."));
    if (encoding && encoding !== "identity") throw fail(upstreamFailed());
    if (declared > maxBytes) throw fail(new AppError("too_large", "The image is larger than 10 MB."));
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw fail(new AppError("too_large", "The image is larger than 10 MB."));
      chunks.push(chunk);
    }
    return { body: Buffer.concat(chunks), contentType };
  }

  async function fetchFollowingRedirects(start: URL, signal: AbortSignal): Promise<ProxiedImage> {
    let url = start;
    for (let redirects = 0; ; redirects += 1) {
      const address = await vettedAddress(url);
      let response: IncomingMessage;
      try {
        response = await connect(url, address, signal);
      } catch {
        throw upstreamFailed();
      }
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw upstreamFailed();
        if (redirects === MAX_REDIRECTS) throw upstreamFailed("The image's address redirects too many times.");
        url = parseImageUrl(new URL(location, url).href);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw upstreamFailed(`The image's server answered ${status}.`);
      }
      return readImage(response);
    }
  }

  /** The whole fetch, DNS and redirects included, within the time limit (504 past it). */
  async function withinTimeLimit(url: URL): Promise<ProxiedImage> {
    const controller = new AbortController();
    const timedOut = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener("abort", () => reject(new AppError("upstream_timeout", "The image took too long to load.")), { once: true });
    });
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const work = fetchFollowingRedirects(url, controller.signal);
    work.catch(() => undefined); // settled through the race below
    try {
      return await Promise.race([work, timedOut]);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async get(rawUrl: string): Promise<ProxiedImage> {
      const url = parseImageUrl(rawUrl);
      const cached = cache.get(url.href);
      if (cached) return cached;
      let pending = inFlight.get(url.href);
      if (!pending) {
        pending = limiter.run(() => withinTimeLimit(url)).finally(() => inFlight.delete(url.href));
        inFlight.set(url.href, pending);
      }
      const image = await pending;
      cache.set(url.href, image);
      return image;
    },
  };
}

export type ImageProxyService = ReturnType<typeof createImageProxyService>;
