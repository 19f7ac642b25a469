import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config";
import { AppError } from "../errors";
import { s3UploadOrigin } from "../modules/uploads/s3-storage";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** What an HTML form of any site can send without asking first: such a write must say where it came from. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];
/** Calls from other servers that prove themselves another way (a signature), not by origin. */
const ORIGIN_CHECK_EXEMPT = ["/api/payment/webhook"];

function originOf(address: string | undefined): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

/** Security headers on every answer, and writes from a foreign origin refused. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://checkout.razorpay.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        // With a bucket, the back office's browser uploads straight to it.
        connectSrc: ["'self'", "https://lumberjack.razorpay.com", ...(config.s3 ? [s3UploadOrigin(config.s3)] : [])],
        frameSrc: ["'self'", "https://api.razorpay.com"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl?.startsWith("https:") ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl?.startsWith("https:") ? undefined : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  const configuredOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (ORIGIN_CHECK_EXEMPT.some((path) => request.url.split("?")[0] === path)) return;
    const contentType = request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() ?? "";
    // Browsers name the Origin of every form they post; one that does not (an old browser, or a stripped header)
    // must at least come with the shop's own page as its Referer.
    const origin = request.headers.origin ?? (FORM_TYPES.includes(contentType) ? (originOf(request.headers.referer) ?? "unknown") : undefined);
    if (!origin) return;
    // The address the request came to; a forwarded host and scheme count only from a proxy TRUST_PROXY names.
    // Compared as URLs compare them ("http://shop:80" is "http://shop").
    const ownOrigins = [configuredOrigin, originOf(`${request.protocol}://${request.host}`)].filter(Boolean);
    if (!ownOrigins.includes(originOf(origin) ?? origin)) {
      throw new AppError("forbidden", "Cross-origin requests are not allowed");
    }
  });
});
