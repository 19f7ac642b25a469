import { randomUUID } from "node:crypto";
import type { Database } from "../db/client";
import { type DomainEvent, type DomainEventName, type DomainEventPayload, parseDomainEvent } from "./domain-events";

export interface EventLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Carries events to the shop's other processes and back (PostgreSQL's LISTEN/NOTIFY). */
export interface EventTransport {
  /**
   * Starts listening: `receive` gets every message published by any process, this one included;
   * `missed` is called when messages may have been lost (the listening connection was down).
   */
  start(handlers: { receive(text: string): void; missed(): void }): Promise<void>;
  /** Publishes through `tx` when given: the message leaves when that transaction commits, or never. */
  publish(text: string, tx?: Database): Promise<void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a notification of 8000 bytes or more; a batch too large for one says "forget everything". */
export const MAX_MESSAGE_BYTES = 7900;

interface Message {
  origin: string;
  events?: readonly unknown[];
  /** The events did not fit in one message: every listener must assume anything changed. */
  overflow?: true;
}

type Listener<Name extends DomainEventName> = (payload: DomainEventPayload<Name>) => void | Promise<void>;

/**
 * Runs inside the transaction that caused the events, before it commits, and writes what must commit
 * or roll back with them (the mails of the outbox). A failure rolls the whole transaction back.
 */
export type TransactionListener = (tx: Database, events: readonly DomainEvent[], pending: PendingEvents) => Promise<void>;

export interface EventBus {
  on<Name extends DomainEventName>(name: Name, listener: Listener<Name>): void;
  /**
   * Called when this process may have missed events of other processes (its listening connection was
   * lost, or a batch was too large to describe): whatever was derived from the data must be forgotten.
   */
  onMissed(listener: () => void): void;
  /** Adds a listener that writes within the transaction that caused events (see transactionThenEmit). */
  onWithinTransaction(listener: TransactionListener): void;
  /** Runs the within-transaction listeners on a transaction's events; transactionThenEmit calls it. */
  runWithinTransaction(tx: Database, events: readonly DomainEvent[], pending: PendingEvents): Promise<void>;
  emit<Name extends DomainEventName>(name: Name, payload: DomainEventPayload<Name>): Promise<void>;
  /**
   * Delivers the events to this process's listeners at once (before answering, the emitter's own
   * process is current), then publishes them to the other processes. Never throws: a failing listener
   * or a failed publish is logged, and the emitter's work, already committed, stands.
   */
  emitAll(events: readonly DomainEvent[]): Promise<void>;
  /**
   * Publishes a transaction's events within it, so the other processes hear of them exactly when they
   * commit, even if this process stops right after. Throws, rolling the transaction back, when it cannot.
   */
  publishWithin(tx: Database, events: readonly DomainEvent[]): Promise<void>;
  /** Delivers committed events to this process's listeners only (publishWithin sent them to the others). Never throws. */
  deliverHere(events: readonly DomainEvent[]): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createEventBus({ log, transport }: { log: EventLog; transport?: EventTransport }): EventBus {
  const origin = randomUUID();
  const listeners = new Map<DomainEventName, Array<Listener<never>>>();
  const missedListeners: Array<() => void> = [];
  const transactionListeners: TransactionListener[] = [];
  let closed = false;

  function call(listener: () => void | Promise<void>, what: object): void {
    try {
      const result = listener();
      if (result instanceof Promise) result.catch((error: unknown) => log.error({ err: error, ...what }, "an event listener failed"));
    } catch (error) {
      log.error({ err: error, ...what }, "an event listener failed");
    }
  }

  function deliver(events: readonly DomainEvent[]): void {
    for (const event of events) {
      for (const listener of listeners.get(event.name) ?? []) call(() => (listener as Listener<typeof event.name>)(event.payload as never), { event: event.name });
    }
  }

  function missed(): void {
    for (const listener of missedListeners) call(listener, { event: "missed" });
  }

  function receive(text: string): void {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
      if (typeof message !== "object" || message === null) throw new TypeError("not an object");
    } catch {
      log.warn({ text: text.slice(0, 200) }, "ignored an event message that is not a JSON object");
      return;
    }
    if (message.origin === origin) return;
    if (message.overflow) return missed();
    const events = (Array.isArray(message.events) ? message.events : []).map((event) => {
      const { name, payload } = (event ?? {}) as { name?: unknown; payload?: unknown };
      return parseDomainEvent(name, payload);
    });
    if (events.some((event) => event === undefined)) log.warn({ text: text.slice(0, 200) }, "ignored events this process does not know");
    deliver(events.filter((event) => event !== undefined));
  }

  function messageOf(events: readonly DomainEvent[]): string {
    const text = JSON.stringify({ origin, events } satisfies Message);
    return Buffer.byteLength(text) > MAX_MESSAGE_BYTES ? JSON.stringify({ origin, overflow: true } satisfies Message) : text;
  }

  async function publish(events: readonly DomainEvent[]): Promise<void> {
    if (!transport || closed) return;
    try {
      await transport.publish(messageOf(events));
    } catch (error) {
      log.error({ err: error, events: events.map((event) => event.name) }, "could not tell the other processes about events");
    }
  }

  async function emitAll(events: readonly DomainEvent[]): Promise<void> {
    if (events.length === 0) return;
    deliver(events);
    await publish(events);
  }

  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    onMissed(listener) {
      missedListeners.push(listener);
    },
    onWithinTransaction(listener) {
      transactionListeners.push(listener);
    },
    async runWithinTransaction(tx, events, pending) {
      if (events.length === 0) return;
      for (const listener of transactionListeners) await listener(tx, events, pending);
    },
    emit: (name, payload) => emitAll([{ name, payload } as DomainEvent]),
    emitAll,
    async publishWithin(tx, events) {
      if (!transport || closed || events.length === 0) return;
      await transport.publish(messageOf(events), tx);
    },
    deliverHere: deliver,
    async start() {
      await transport?.start({ receive, missed });
    },
    async close() {
      closed = true;
      await transport?.close();
    },
  };
}

/** Events a transaction caused, kept until it has committed. */
export interface PendingEvents {
  add<Name extends DomainEventName>(name: Name, payload: DomainEventPayload<Name>): void;
}

/**
 * Runs `work` in a transaction with the events it adds: before it commits, the bus's within-transaction
 * listeners see them and write in the same transaction, and their message to the other processes is
 * published in it (sent on commit); once committed, this process's listeners get them. A transaction
 * that rolls back tells nobody anything. A transaction run again (after a conflict) starts with no
 * events: only the attempt that committed counts.
 */
export async function transactionThenEmit<T>(db: Database, events: EventBus, work: (tx: Database, pending: PendingEvents) => Promise<T>): Promise<T> {
  let added: DomainEvent[] = [];
  const result = await db.transaction(async (tx) => {
    added = [];
    const pending: PendingEvents = { add: (name, payload) => added.push({ name, payload } as DomainEvent) };
    const value = await work(tx, pending);
    await events.runWithinTransaction(tx, [...added], pending);
    await events.publishWithin(tx, added);
    return value;
  });
  events.deliverHere(added);
  return result;
}
