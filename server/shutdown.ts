import type { FastifyInstance } from "fastify";

/**
 * Closes the shop on SIGTERM or SIGINT: no new connections, every request under way answered, then the
 * database closed. The connection of a request that was under way would afterwards be kept open for a
 * next request until the keep-alive timeout (over a minute); each is closed as soon as it is idle instead.
 */
export async function closeGracefully(app: FastifyInstance, database: { close(): Promise<void> }, { sweepMs = 100 } = {}): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
  await database.close();
}
