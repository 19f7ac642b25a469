import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickCustomer } from "../../test/accounts";
import { createBrand, createCategory } from "../../test/factories";
import { createTestApp, type TestContext } from "../../test/test-app";

const AT_ONCE = 20;
const ROUNDS = 5;

// PGlite runs one query at a time, so only a PostgreSQL server can show a real race.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("administrators saving products with the same name at the same moment", () => {
  let ctx: TestContext;
  let baseUrl: string;
  let cookie: string;
  let ids: { categoryId: number; brandId: number };
  beforeAll(async () => {
    ctx = await createTestApp();
    cookie = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
    ids = { categoryId: (await createCategory(ctx.database.db)).id, brandId: (await createBrand(ctx.database.db)).id };
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => ctx?.close());

  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))("creates one and answers 409 naming the slug to the others, never 500 (round %i)", async (round) => {
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        fetch(`${baseUrl}/api/admin/products`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ name: `Organic Cotton Swaddle ${round}`, price: "899", ...ids }),
        }).then(async (response) => ({ status: response.status, body: await response.json() })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(AT_ONCE - 1);
    for (const answer of refused) expect(answer).toMatchObject({ status: 409, body: { code: "duplicate", field: "slug" } });
  });
});
