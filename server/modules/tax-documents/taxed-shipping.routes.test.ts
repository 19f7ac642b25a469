import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/orders";
import { taxDocumentLines, taxDocuments } from "../../db/schema/tax-documents";
import { quickCustomer } from "../../test/accounts";
import { pdfText } from "../../test/pdf-text";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, type TestContext } from "../../test/test-app";

// Shipping delivered by the seller with the goods is part of one composite supply: taxed at the goods'
// rate, shared over a mixed basket's rates by value. The shop's default: prices that include GST.
let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
beforeAll(async () => {
  ctx = await createTestApp();
  shop = await catalogueFixture(ctx.database.db);
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

const bengaluru = { ...deliveryAddress, address: "7, Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025" };

async function shippedOrder(lines: Array<{ price: number; gstRate: number; name: string }>, total: string, address = deliveryAddress) {
  const customer = await quickCustomer(ctx.database.db);
  const items = [];
  for (const line of lines) items.push({ productId: (await shop.product({ price: line.price, gstRate: line.gstRate, name: line.name, hsnCode: "9619" })).id, quantity: 1 });
  const placed = await ctx.app.inject({ method: "POST", url: "/api/orders", headers: { cookie: customer.cookie }, payload: codOrder(items, total, { shippingAddress: address }) });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order as { id: string; total: string; tax: string; chargesTax: string };
}

async function invoiceOf(orderId: string) {
  const shipped = await ctx.app.inject({ method: "PUT", url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin.cookie }, payload: { status: "shipped" } });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const [invoice] = shipped.json().taxDocuments as Array<{ id: string }>;
  const pdf = await ctx.app.inject({ url: `/api/admin/orders/${orderId}/tax-documents/${invoice!.id}`, headers: { cookie: admin.cookie } });
  const [row] = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice!.id));
  const lines = await ctx.database.db.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, invoice!.id));
  return { row: row!, lines, text: await pdfText(pdf.rawPayload) };
}

describe("shipping taxed as part of the supply (prices with GST, the default)", () => {
  it("a ₹499 order at 5%: ₹99 shipping holds ₹4.71 of IGST, on a line of its own with its service code", async () => {
    const order = await shippedOrder([{ price: 499, gstRate: 5, name: "Nappy Pants S 42" }], "598.00", bengaluru);
    // ₹499 holds ₹23.76 (499 × 5 / 105); ₹99 holds ₹4.71.
    expect(order).toMatchObject({ total: "598.00", tax: "28.47", chargesTax: "4.71" });
    const { row, text } = await invoiceOf(order.id);
    expect(text).toMatch(/Nappy Pants S 42 9619 1 475\.24 475\.24 5% 23\.76 499\.00/);
    expect(text).toMatch(/Shipping and handling 996812 1 94\.29 94\.29 5% 4\.71 99\.00/);
    expect(text).not.toContain("without GST");
    expect(row).toMatchObject({ taxablePaise: 47_524 + 9_429, igstPaise: 2_376 + 471, cgstPaise: 0, sgstPaise: 0, totalPaise: 59_800 });
  });

  it("a mixed basket within the state: shipping shared over 5% and 18% by taxable value, CGST and SGST on each share", async () => {
    // ₹300 at 5% (taxable 285.71) and ₹200 at 18% (taxable 169.49): ₹99 shared 62.14 : 36.86.
    const order = await shippedOrder(
      [
        { price: 300, gstRate: 5, name: "Muslin Swaddle" },
        { price: 200, gstRate: 18, name: "Baby Wash 200 ml" },
      ],
      "599.00",
    );
    expect(order).toMatchObject({ total: "599.00", chargesTax: "8.58" });
    const { row, lines, text } = await invoiceOf(order.id);
    expect(text).toMatch(/Shipping and handling 996812 1 59\.18 59\.18 5% 1\.48 1\.48 62\.14/);
    expect(text).toMatch(/Shipping and handling 996812 1 31\.24 31\.24 18% 2\.81 2\.81 36\.86/);
    const shipping = lines.filter((line) => line.isShipping);
    expect(shipping.map((line) => [line.gstRate, line.taxablePaise, line.cgstPaise + line.sgstPaise])).toEqual([
      [5, 5_918, 296],
      [18, 3_124, 562],
    ]);
    expect(row.totalPaise).toBe(59_900);
    // The goods hold ₹14.29 and ₹30.51.
    expect(row.cgstPaise + row.sgstPaise).toBe(1_429 + 3_051 + 296 + 562);
  });

  it("still prints an order placed before charges were taxed as it was charged: shipping without GST, with the note", async () => {
    const order = await shippedOrder([{ price: 400, gstRate: 18, name: "Teether Ring" }], "499.00");
    // As the shop stored orders before: the whole tax on the goods, none on shipping.
    await ctx.database.db.update(orders).set({ taxPaise: sql`${orders.taxPaise} - ${orders.chargesTaxPaise}`, chargesTaxPaise: 0 }).where(eq(orders.id, order.id));
    const { row, text } = await invoiceOf(order.id);
    expect(text).toMatch(/Shipping and handling — 1 99\.00 99\.00 0% 0\.00 0\.00 99\.00/);
    expect(text).toContain("Shipping is charged without GST.");
    expect(row.totalPaise).toBe(49_900);
  });
});
