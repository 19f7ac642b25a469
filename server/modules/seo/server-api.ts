import type { ServerApi } from "@shared/page-render";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The shop's own API, called in-process (no network) while a page is rendered on the server: reads
 * only, as the shopper who asked for the page (their cookies, their address for the rate limits).
 */
export function createServerApi(app: FastifyInstance, request: FastifyRequest): ServerApi {
  return async (url, init) => {
    const method = init.method ?? "GET";
    if (method !== "GET" || !url.startsWith("/api/")) throw new Error(`A page rendered on the server only reads the API, not ${method} ${url}`);
    const headers: Record<string, string> = { accept: "application/json" };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers.host) headers.host = request.headers.host;
    const answer = await app.inject({ method: "GET", url, headers, remoteAddress: request.ip });
    const contentType = answer.headers["content-type"];
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof contentType === "string" ? { "content-type": contentType } : {},
    });
  };
}
