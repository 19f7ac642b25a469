import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app";
import { createBrand, createCategory, createProduct } from "../test/factories";
import type { DatabaseHandle } from "./client";
import { translateDatabaseError } from "./database-errors";

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

const failureOf = (work: Promise<unknown>) => work.then(() => expect.unreachable("the statement should fail"), (error: unknown) => error);

describe("database errors a client can cause", () => {
  it("turns a taken slug into 409 duplicate naming the field", async () => {
    const category = await createCategory(database.db);
    const brand = await createBrand(database.db);
    await createProduct(database.db, { categoryId: category.id, brandId: brand.id, name: "Soft Cotton Bib", slug: "soft-cotton-bib" });
    const error = await failureOf(createProduct(database.db, { categoryId: category.id, brandId: brand.id, name: "Soft Cotton Bib", slug: "soft-cotton-bib" }));
    expect(translateDatabaseError(error)).toMatchObject({ code: "duplicate", status: 409, options: { field: "slug" } });
  });

  it("names the column of a unique constraint it does not know", async () => {
    await createCategory(database.db, { name: "Diapering", slug: "diapering" });
    const error = await failureOf(createCategory(database.db, { name: "Diapering again", slug: "diapering" }));
    expect(translateDatabaseError(error)).toMatchObject({ code: "duplicate", options: { field: "slug" } });
  });

  it("turns a number out of range and text PostgreSQL cannot store into 400", async () => {
    const overflow = await failureOf(database.db.execute(sql`select (2147483647 + ${1})::int`));
    expect(translateDatabaseError(overflow)).toMatchObject({ code: "invalid_input", status: 400 });
    const nul = await failureOf(database.db.execute(sql`select ${"a\u0000b"}::text`));
    expect(translateDatabaseError(nul)).toMatchObject({ code: "invalid_input", status: 400 });
  });

  it("turns a selling price above the MRP into 400 naming the MRP, should a write get past the service", async () => {
    const category = await createCategory(database.db);
    const brand = await createBrand(database.db);
    const error = await failureOf(createProduct(database.db, { categoryId: category.id, brandId: brand.id, name: "Rash Cream 50 g", price: 549, mrpPaise: 49_900 }));
    expect(translateDatabaseError(error)).toMatchObject({ code: "invalid_input", status: 400, options: { field: "mrp" } });
    const unitless = await failureOf(createProduct(database.db, { categoryId: category.id, brandId: brand.id, name: "Rash Cream 100 g", netQuantity: "100" }));
    expect(translateDatabaseError(unitless)).toMatchObject({ code: "invalid_input", status: 400, options: { field: "netQuantity" } });
  });

  it("leaves errors that are the shop's own alone", () => {
    expect(translateDatabaseError(new Error("boom"))).toBeUndefined();
    expect(translateDatabaseError({ code: "42P01" })).toBeUndefined();
  });
});
