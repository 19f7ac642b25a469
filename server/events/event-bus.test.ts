import { expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { createEventBus, type EventTransport, MAX_MESSAGE_BYTES, transactionThenEmit } from "./event-bus";

function recordingLog() {
  const lines: Array<{ level: string; message: string; object: object }> = [];
  const at = (level: string) => (object: object, message: string) => void lines.push({ level, message, object });
  return { lines, info: at("info"), warn: at("warn"), error: at("error") };
}

/** Stands in for LISTEN/NOTIFY: what is published is kept, and messages can be handed in as if from another process. */
function fakeTransport() {
  const published: string[] = [];
  let handlers: Parameters<EventTransport["start"]>[0] | undefined;
  const transport: EventTransport = {
    start: async (given) => void (handlers = given),
    publish: async (text) => {
      published.push(text);
      handlers?.receive(text);
    },
    close: async () => {},
  };
  return { transport, published, arrive: (text: string) => handlers!.receive(text), missed: () => handlers!.missed() };
}

/** A database whose transactions commit, or run `work` again after a conflict the way the shop's PostgreSQL handle does. */
function fakeDatabase({ conflictOnce = false } = {}): Database {
  let conflicted = !conflictOnce;
  return {
    transaction: async (work: (tx: unknown) => Promise<unknown>) => {
      if (!conflicted) {
        conflicted = true;
        await work({}).catch(() => {});
        return work({});
      }
      return work({});
    },
  } as unknown as Database;
}

it("delivers an event to the listeners of its name before emit returns, and to no others", async () => {
  const events = createEventBus({ log: recordingLog() });
  const heard: string[] = [];
  events.on("stock.changed", ({ productIds }) => void heard.push(`stock ${productIds.join(",")}`));
  events.on("review.written", ({ productId }) => void heard.push(`review ${productId}`));
  await events.emit("stock.changed", { productIds: [4, 7] });
  expect(heard).toEqual(["stock 4,7"]);
});

it("logs a listener that throws or rejects, still calls the others, and never fails the emitter", async () => {
  const log = recordingLog();
  const events = createEventBus({ log });
  const heard: number[] = [];
  events.on("product.changed", () => {
    throw new Error("listener bug");
  });
  events.on("product.changed", async () => {
    throw new Error("async listener bug");
  });
  events.on("product.changed", ({ productIds }) => void heard.push(...productIds));
  await expect(events.emit("product.changed", { productIds: [1] })).resolves.toBeUndefined();
  await vi.waitFor(() => expect(log.lines.filter((line) => line.level === "error")).toHaveLength(2));
  expect(heard).toEqual([1]);
});

it("emits what a transaction added only once it has committed, and nothing when it rolls back", async () => {
  const events = createEventBus({ log: recordingLog() });
  const heard: number[][] = [];
  events.on("stock.changed", ({ productIds }) => void heard.push(productIds));

  const result = await transactionThenEmit(fakeDatabase(), events, async (_tx, pending) => {
    pending.add("stock.changed", { productIds: [1] });
    expect(heard).toEqual([]);
    return "committed";
  });
  expect(result).toBe("committed");
  expect(heard).toEqual([[1]]);

  await expect(
    transactionThenEmit(fakeDatabase(), events, async (_tx, pending) => {
      pending.add("stock.changed", { productIds: [2] });
      throw new Error("out of stock");
    }),
  ).rejects.toThrow("out of stock");
  expect(heard).toEqual([[1]]);
});

it("emits only the events of the attempt that committed when a transaction is run again after a conflict", async () => {
  const events = createEventBus({ log: recordingLog() });
  const heard: number[][] = [];
  events.on("stock.changed", ({ productIds }) => void heard.push(productIds));
  let attempt = 0;
  await transactionThenEmit(fakeDatabase({ conflictOnce: true }), events, async (_tx, pending) => {
    attempt += 1;
    pending.add("stock.changed", { productIds: [attempt] });
    if (attempt === 1) throw new Error("deadlock detected");
  });
  expect(heard).toEqual([[2]]);
});

it("publishes events for the other processes, ignores its own echo, and delivers theirs", async () => {
  const { transport, published, arrive } = fakeTransport();
  const events = createEventBus({ log: recordingLog(), transport });
  await events.start();
  const heard: unknown[] = [];
  events.on("order.status_changed", (payload) => void heard.push(payload));

  await events.emit("order.status_changed", { orderId: "o-1", from: "pending", to: "confirmed" });
  expect(published).toHaveLength(1);
  expect(JSON.parse(published[0]!)).toMatchObject({ origin: expect.any(String), events: [{ name: "order.status_changed", payload: { orderId: "o-1" } }] });
  expect(heard).toHaveLength(1);

  arrive(JSON.stringify({ origin: "another process", events: [{ name: "order.status_changed", payload: { orderId: "o-2", from: null, to: "pending" } }] }));
  expect(heard).toEqual([
    { orderId: "o-1", from: "pending", to: "confirmed" },
    { orderId: "o-2", from: null, to: "pending" },
  ]);
});

it("ignores messages from elsewhere that are not events it knows, logging them", async () => {
  const { transport, arrive } = fakeTransport();
  const log = recordingLog();
  const events = createEventBus({ log, transport });
  await events.start();
  const heard: unknown[] = [];
  events.on("stock.changed", (payload) => void heard.push(payload));
  arrive("not json");
  arrive("null");
  arrive(JSON.stringify({ origin: "x", events: [{ name: "stock.changed", payload: { productIds: ["1; drop table"] } }, { name: "order.refunded", payload: {} }] }));
  arrive(JSON.stringify({ origin: "x", events: [{ name: "stock.changed", payload: { productIds: [3] } }] }));
  expect(heard).toEqual([{ productIds: [3] }]);
  expect(log.lines.filter((line) => line.level === "warn")).toHaveLength(3);
});

it("tells the other processes to forget everything when the events are too many for one message", async () => {
  const { transport, published, arrive } = fakeTransport();
  const events = createEventBus({ log: recordingLog(), transport });
  await events.start();
  const productIds = Array.from({ length: 2000 }, (_, index) => index + 1);
  await events.emit("product.changed", { productIds });
  expect(Buffer.byteLength(published[0]!)).toBeLessThan(MAX_MESSAGE_BYTES);
  expect(JSON.parse(published[0]!)).toEqual({ origin: expect.any(String), overflow: true });

  let forgot = 0;
  events.onMissed(() => void (forgot += 1));
  arrive(JSON.stringify({ origin: "another process", overflow: true }));
  expect(forgot).toBe(1);
});

it("tells its listeners to forget everything when the transport may have missed messages", async () => {
  const { transport, missed } = fakeTransport();
  const events = createEventBus({ log: recordingLog(), transport });
  await events.start();
  let forgot = 0;
  events.onMissed(() => void (forgot += 1));
  missed();
  expect(forgot).toBe(1);
});

it("logs a publish that failed and still answers the emitter, whose work has committed", async () => {
  const log = recordingLog();
  const transport: EventTransport = { start: async () => {}, publish: () => Promise.reject(new Error("pool closed")), close: async () => {} };
  const events = createEventBus({ log, transport });
  const heard: number[][] = [];
  events.on("stock.changed", ({ productIds }) => void heard.push(productIds));
  await expect(events.emit("stock.changed", { productIds: [9] })).resolves.toBeUndefined();
  expect(heard).toEqual([[9]]);
  expect(log.lines).toEqual([expect.objectContaining({ level: "error", message: "could not tell the other processes about events" })]);
});
