import { expect, it } from "vitest";
import { createEventBus } from "./event-bus";
import { readUntilChanged } from "./read-until-changed";

const quiet = () => {};
const busAndClock = () => {
  let now = 0;
  return { events: createEventBus({ log: { info: quiet, warn: quiet, error: quiet } }), clock: { now: () => now, advance: (ms: number) => (now += ms) } };
};

it("keeps a reading until the change it depends on is announced", async () => {
  const { events, clock } = busAndClock();
  let reads = 0;
  const current = readUntilChanged(events, ["delivery.changed"], async () => ++reads, { maxAgeMs: 60_000, now: clock.now });
  expect([await current(), await current()]).toEqual([1, 1]);
  await events.emit("delivery.changed", {});
  expect(await current()).toBe(2);
});

it("reads again once the reading is maxAgeMs old, should the change's notification have been lost", async () => {
  const { events, clock } = busAndClock();
  let reads = 0;
  const current = readUntilChanged(events, ["delivery.changed"], async () => ++reads, { maxAgeMs: 60_000, now: clock.now });
  expect(await current()).toBe(1);
  clock.advance(59_999);
  expect(await current()).toBe(1);
  clock.advance(1);
  expect(await current()).toBe(2);
  clock.advance(59_999);
  expect(await current()).toBe(2);
});
