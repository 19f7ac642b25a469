import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import type { CatalogIndex } from "./catalog-index";
import { type CatalogIndexSource, createCatalogIndexSource, type IndexBuilder } from "./catalog-index-source";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silentLog = { error: () => {} } as never;

/** A catalogue whose version the test moves, and a builder that counts its builds, each taking `buildMs`. */
function fakeCatalogue(buildMs: number) {
  const catalogue = { version: 0, builds: 0 };
  const builder: IndexBuilder = {
    readVersion: async () => catalogue.version,
    async build(version) {
      catalogue.builds += 1;
      await sleep(buildMs);
      return { version } as CatalogIndex;
    },
  };
  return { catalogue, builder };
}

let source: CatalogIndexSource | undefined;
afterEach(async () => {
  await source?.close();
  source = undefined;
});

/** The first index, built at once; the builds are counted from there. */
async function firstIndex(buildMs: number, timing: { quietMs?: number; maxWaitMs?: number } = {}) {
  const { catalogue, builder } = fakeCatalogue(buildMs);
  source = createCatalogIndexSource({} as Database, { log: silentLog, builder, ...timing });
  expect(source.latest()).toBeUndefined();
  await source.settled();
  expect(source.latest()?.version).toBe(0);
  catalogue.builds = 0;
  return { catalogue, source };
}

describe("rebuilding the catalogue's index", () => {
  it("builds once for twenty quick changes, each seen by a request, and ends at the last one", async () => {
    // A quiet period longer than the default, so that a slow machine's pauses cannot split the burst.
    const { catalogue, source } = await firstIndex(3, { quietMs: 1_000, maxWaitMs: 10_000 });
    for (let change = 1; change <= 20; change++) {
      catalogue.version = change;
      source.versionSeen(change);
      // A request or two between two orders selling a product out.
      await sleep(5);
    }
    await source.settled();
    expect(catalogue.builds).toBe(1);
    expect(source.latest()?.version).toBe(20);
  });

  it("builds once more after a running build for all the changes seen meanwhile", async () => {
    const { catalogue, source } = await firstIndex(400, { quietMs: 50 });
    catalogue.version = 1;
    source.versionSeen(1);
    await sleep(100);
    expect(catalogue.builds).toBe(1);
    for (let change = 2; change <= 20; change++) {
      catalogue.version = change;
      source.versionSeen(change);
      await sleep(1);
    }
    await source.settled();
    expect(catalogue.builds).toBe(2);
    expect(source.latest()?.version).toBe(20);
  });

  it("still builds while the catalogue never stops changing, at most the longest wait after a change", async () => {
    const { catalogue, source } = await firstIndex(1, { quietMs: 40, maxWaitMs: 100 });
    for (let change = 1; change <= 30; change++) {
      catalogue.version = change;
      source.versionSeen(change);
      await sleep(10);
    }
    expect(catalogue.builds).toBeGreaterThanOrEqual(2);
    await source.settled();
    expect(source.latest()?.version).toBe(30);
  });

  it("does not build for the version it has, nor for one read before the running build read its own", async () => {
    const { catalogue, source } = await firstIndex(30, { quietMs: 5 });
    source.versionSeen(0);
    await source.settled();
    expect(catalogue.builds).toBe(0);
    catalogue.version = 2;
    source.versionSeen(2);
    await sleep(15);
    source.versionSeen(1);
    await source.settled();
    expect(catalogue.builds).toBe(1);
    expect(source.latest()?.version).toBe(2);
  });

  it("drops a rebuild still waiting when closed", async () => {
    const { catalogue, source } = await firstIndex(1);
    catalogue.version = 1;
    source.versionSeen(1);
    await source.close();
    await sleep(300);
    expect(catalogue.builds).toBe(0);
  });
});
