import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors";

declare module "fastify" {
  interface FastifyContextConfig {
    /** false: the route reads long bodies itself (uploads) and is not held to the body deadline. */
    bodyDeadline?: false;
  }
}

/*
 * How long the shop waits for clients, all in one place.
 *
 * Ordinary requests carry small JSON bodies (a form, a cart line, a webhook): even a slow phone sends
 * them in a second or two, so a body that has not arrived in 15 s is never coming, and holding its
 * connection open only helps someone who wants to use up the server's connections.
 *
 * The one exception is the local upload endpoint: an administrator may send a 100 MB video from a
 * phone, about 14 minutes at 1 Mbit/s, so the server-wide request limit is the upload link's own
 * lifetime (15 minutes), and that route is exempt from the body deadline.
 */
export const BODY_DEADLINE_MS = 15_000;

/** Options of the Fastify factory (and through `http`, of Node's HTTP server). */
export const SERVER_TIMEOUTS = {
  /** The whole request, headers and body, must have arrived by then (Node answers 408 and closes). */
  requestTimeout: 15 * 60_000,
  /** Not a byte either way for a minute: the client is gone. Frees a stalled upload long before requestTimeout. */
  connectionTimeout: 60_000,
  /**
   * An idle connection between two requests. Longer than the 60 s after which nginx and cloud load
   * balancers drop their idle connections to the shop, so the shop never closes one they are about to
   * reuse (they would answer that request with 502).
   */
  keepAliveTimeout: 72_000,
  http: {
    /** Request line and headers are a few hundred bytes. */
    headersTimeout: 20_000,
    /** How often Node looks for requests past headersTimeout or requestTimeout (its default is 30 s). */
    connectionsCheckingInterval: 5_000,
  },
};

const hasBody = (headers: Record<string, string | string[] | undefined>) =>
  headers["transfer-encoding"] !== undefined || (headers["content-length"] !== undefined && headers["content-length"] !== "0");

/**
 * A request whose body has not fully arrived `bodyDeadlineMs` after its headers is answered 408 and its
 * connection closed (the rest of its body is never read).
 */
export const requestDeadlinesPlugin = fp(async (app: FastifyInstance, { bodyDeadlineMs = BODY_DEADLINE_MS }: { bodyDeadlineMs?: number }) => {
  app.addHook("preParsing", async (request, reply, payload) => {
    if (request.routeOptions.config.bodyDeadline === false || !hasBody(request.headers)) return payload;
    // Fastify reads the body from the stream this hook returns: on time, it is the body as it comes;
    // late, it fails with a 408 the error handler sends like any other error, while the client still listens.
    const guarded = new PassThrough();
    guarded.on("error", () => {}); // delivered to whoever reads the body; nobody may, if the answer came first
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      guarded.destroy(
        new AppError("request_timeout", "The request took too long to arrive. Please try again.", { headers: { connection: "close" } }),
      );
    }, bodyDeadlineMs);
    const stop = () => clearTimeout(timer);
    payload.once("end", stop);
    reply.raw.once("close", stop);
    payload.once("error", (error) => {
      stop();
      guarded.destroy(error);
    });
    payload.pipe(guarded);
    return guarded;
  });
});
