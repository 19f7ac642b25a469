import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paiseToDecimal } from "@shared/money";
import { orderTotals } from "@shared/pricing";
import { taxDocuments } from "../../db/schema/tax-documents";
import { quickCustomer } from "../../test/accounts";
import { catalogueFixture, codOrder } from "../../test/shop-fixtures";
import { startShopProcess, type ShopProcess } from "../../test/shop-process";
import { openTestDatabase } from "../../test/test-app";
import { financialYearOf } from "./financial-year";

const ORDERS = 50;

// Two shop processes (each with its own pool) on one database ship fifty orders at once: the
// invoice numbers of the financial year must be 1 to 50, none missing, none twice.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("invoice numbers across two shop processes", () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  let shops: ShopProcess[] = [];

  beforeAll(async () => {
    opened = await openTestDatabase();
    const env = { DATABASE_URL: opened.database.url!, DATABASE_POOL_SIZE: "8" };
    shops = await Promise.all([startShopProcess(env), startShopProcess(env)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
    await opened?.drop();
  });

  it("numbers fifty invoices shipped at once 1 to 50, without a gap or a duplicate", async () => {
    const { db } = opened.database;
    const product = await (await catalogueFixture(db)).product({ price: 300, stockQuantity: ORDERS, gstRate: 18 });
    const customer = await quickCustomer(db);
    const admin = await quickCustomer(db, { isAdmin: true });
    const total = paiseToDecimal(orderTotals([{ unitPrice: 30_000, quantity: 1, gstRate: 18 }], { pricesIncludeGst: true }).total);

    const orderIds: string[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const response = await fetch(`${shops[index % 2]!.url}/api/orders`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: customer.cookie },
        body: JSON.stringify(codOrder([{ productId: product.id, quantity: 1 }], total)),
      });
      expect(response.status, await response.clone().text()).toBe(201);
      orderIds.push((await response.json()).order.id);
    }

    const shipped = await Promise.all(
      orderIds.map((orderId, index) =>
        fetch(`${shops[index % 2]!.url}/api/admin/orders/${orderId}/status`, {
          method: "PUT",
          headers: { "content-type": "application/json", cookie: admin.cookie },
          body: JSON.stringify({ status: "shipped" }),
        }),
      ),
    );
    const failures = await Promise.all(shipped.filter((response) => response.status !== 200).map(async (response) => `${response.status} ${await response.text()}`));
    expect(failures, shops.map((shop) => shop.output()).join("\n---\n")).toEqual([]);

    const invoices = await db.select().from(taxDocuments).where(eq(taxDocuments.kind, "invoice"));
    const fy = financialYearOf(new Date());
    expect(invoices).toHaveLength(ORDERS);
    expect(new Set(invoices.map((invoice) => invoice.orderId))).toEqual(new Set(orderIds));
    expect(invoices.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: ORDERS }, (_, index) => index + 1));
    expect(new Set(invoices.map((invoice) => invoice.number)).size).toBe(ORDERS);
    expect(invoices.every((invoice) => invoice.number === `KK/${fy}/${String(invoice.sequence).padStart(6, "0")}`)).toBe(true);
  }, 120_000);
});
