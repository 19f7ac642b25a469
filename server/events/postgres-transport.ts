import { sql } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/client";
import type { EventLog, EventTransport } from "./event-bus";

export const EVENTS_CHANNEL = "shop_events";

/** How the listening connection is named in pg_stat_activity: one per process. */
export const LISTENER_APPLICATION_NAME = "kiddokart events";

export interface PostgresTransportOptions {
  /** The server's address: the listening connection is a client of its own, outside the pool. */
  url: string;
  /** Publishes through the shop's pool. */
  db: Database;
  log: EventLog;
  channel?: string;
  /**
   * Waits before reconnecting: `firstMs`, doubling after each failure up to `maxMs` (2 s by default, so
   * the shop listens again within about 2 s of the server's return).
   */
  backoff?: { firstMs: number; maxMs: number };
}

export interface PostgresTransport extends EventTransport {
  /** The server process of the listening connection, while it is connected. */
  listenerPid(): number | undefined;
}

/**
 * Every process keeps one connection that LISTENs on one channel; events are published with pg_notify
 * within the transaction that caused them (PostgreSQL sends the message when it commits, and never if
 * it rolls back), or through the pool for an event written by no transaction. A lost listening
 * connection is logged and opened again, waiting longer after each failure; once it listens again the
 * bus is told that events may have been missed meanwhile.
 */
export function createPostgresTransport({ url, db, log, channel = EVENTS_CHANNEL, backoff = { firstMs: 100, maxMs: 2_000 } }: PostgresTransportOptions): PostgresTransport {
  let handlers: Parameters<EventTransport["start"]>[0] | undefined;
  let current: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  function retryLater(error: unknown): void {
    if (closed) return;
    failures += 1;
    const delayMs = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1));
    log.warn({ err: error, retryInMs: delayMs }, "shop events: no listening connection to PostgreSQL; reconnecting");
    retryTimer = setTimeout(() => void connect(), delayMs);
  }

  function connect(): Promise<void> {
    connecting = (async () => {
      const client = new pg.Client({
        connectionString: url,
        application_name: `${LISTENER_APPLICATION_NAME} ${process.pid}`,
        keepAlive: true,
        connectionTimeoutMillis: 10_000,
      });
      let lost = false;
      const onLost = (error: unknown) => {
        if (lost) return;
        lost = true;
        if (current === client) current = undefined;
        client.end().catch(() => {});
        retryLater(error);
      };
      client.on("error", onLost);
      client.on("end", () => onLost(new Error("the listening connection ended")));
      client.on("notification", (message) => {
        if (message.channel === channel && message.payload !== undefined) handlers?.receive(message.payload);
      });
      try {
        await client.connect();
        await client.query(`listen ${client.escapeIdentifier(channel)}`);
      } catch (error) {
        onLost(error);
        return;
      }
      if (lost) return;
      if (closed) {
        lost = true;
        await client.end().catch(() => {});
        return;
      }
      current = client;
      if (failures > 0) {
        log.info({ failures }, "shop events: listening again");
        failures = 0;
        handlers?.missed();
      }
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    start(given) {
      handlers = given;
      return connect();
    },

    async publish(text, tx = db) {
      await tx.execute(sql`select pg_notify(${channel}, ${text})`);
    },

    async close() {
      closed = true;
      clearTimeout(retryTimer);
      await connecting;
      const client = current;
      current = undefined;
      await client?.end();
    },

    listenerPid: () => (current as (pg.Client & { processID?: number }) | undefined)?.processID,
  };
}
