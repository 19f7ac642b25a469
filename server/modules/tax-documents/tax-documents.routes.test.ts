import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatRupees, paiseToDecimal } from "@shared/money";
import { orderTotals } from "@shared/pricing";
import { orders } from "../../db/schema/orders";
import { refunds } from "../../db/schema/refunds";
import { taxDocumentLines, taxDocuments } from "../../db/schema/tax-documents";
import { quickCustomer } from "../../test/accounts";
import { pdfText } from "../../test/pdf-text";
import { catalogueFixture, codOrder, deliveryAddress } from "../../test/shop-fixtures";
import { createTestApp, GST_ADDED, type TestContext } from "../../test/test-app";
import { issueCreditNote } from "./credit-notes";
import { financialYearOf } from "./financial-year";

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof catalogueFixture>>;
let admin: Awaited<ReturnType<typeof quickCustomer>>;
// The amounts below are worked out with GST added to prices; "shipping taxed as part of the supply" at the
// end uses the shop's default, prices that include it.
beforeAll(async () => {
  ctx = await createTestApp(GST_ADDED);
  shop = await catalogueFixture(ctx.database.db);
  admin = await quickCustomer(ctx.database.db, { isAdmin: true });
});
afterAll(() => ctx?.close());

interface Document {
  id: string;
  kind: "invoice" | "credit_note";
  number: string;
  total: string;
}
interface OrderView {
  id: string;
  total: string;
  orderItems: Array<{ id: string; quantity: number }>;
  taxDocuments: Document[];
}

const fy = () => financialYearOf(new Date());
const bengaluru = { ...deliveryAddress, address: "7, Residency Road", city: "Bengaluru", state: "Karnataka", pincode: "560025" };

/** A customer's cash-on-delivery order of these products, delivered to `address`. */
async function placeOrder(lines: Array<{ price: number; quantity: number; gstRate?: number; name?: string; hsnCode?: string }>, address = deliveryAddress) {
  const customer = await quickCustomer(ctx.database.db);
  const bought = [];
  for (const line of lines) bought.push({ product: await shop.product({ price: line.price, gstRate: line.gstRate ?? 18, name: line.name, hsnCode: line.hsnCode ?? "9619" }), ...line });
  const total = orderTotals(bought.map((line) => ({ unitPrice: line.price * 100, quantity: line.quantity, gstRate: line.gstRate ?? 18 })), { pricesIncludeGst: ctx.config.pricesIncludeGst }).total;
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: { cookie: customer.cookie },
    payload: codOrder(
      bought.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
      paiseToDecimal(total),
      { shippingAddress: address },
    ),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { customer, order: response.json().order as OrderView };
}

async function setStatus(orderId: string, status: string): Promise<OrderView> {
  const response = await ctx.app.inject({ method: "PUT", url: `/api/admin/orders/${orderId}/status`, headers: { cookie: admin.cookie }, payload: { status } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const download = (cookie: string | undefined, orderId: string, documentId: string, as: "customer" | "admin" = "customer") =>
  ctx.app.inject({ url: `${as === "admin" ? "/api/admin" : "/api"}/orders/${orderId}/tax-documents/${documentId}`, headers: cookie ? { cookie } : {} });

async function documentPdfText(orderId: string, documentId: string): Promise<string> {
  const response = await download(admin.cookie, orderId, documentId, "admin");
  expect(response.statusCode, response.body).toBe(200);
  return pdfText(response.rawPayload);
}

describe("issuing invoices", () => {
  it("issues invoice 1 of the financial year when the first order ships, 2 for the next, and never twice", async () => {
    const first = await placeOrder([{ price: 500, quantity: 1 }]);
    const second = await placeOrder([{ price: 700, quantity: 2 }]);
    expect(first.order.taxDocuments).toEqual([]);

    const shipped = await setStatus(first.order.id, "shipped");
    expect(shipped.taxDocuments).toEqual([expect.objectContaining({ kind: "invoice", number: `KK/${fy()}/000001`, total: first.order.total })]);
    expect((await setStatus(second.order.id, "shipped")).taxDocuments).toEqual([expect.objectContaining({ number: `KK/${fy()}/000002`, total: second.order.total })]);

    // Delivered, back to shipped, cancelled and reopened: still the one invoice.
    await setStatus(first.order.id, "delivered");
    await setStatus(first.order.id, "shipped");
    const again = await setStatus(first.order.id, "shipped");
    expect(again.taxDocuments).toEqual(shipped.taxDocuments);
    const rows = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, first.order.id));
    expect(rows).toHaveLength(1);

    // The customer sees it with the order.
    const seen = await ctx.app.inject({ url: `/api/orders/${first.order.id}`, headers: { cookie: first.customer.cookie } });
    expect(seen.json().taxDocuments).toEqual(shipped.taxDocuments);
  });

  it("issues no invoice for an order that has not left", async () => {
    const { order } = await placeOrder([{ price: 300, quantity: 1 }]);
    expect((await setStatus(order.id, "pending")).taxDocuments).toEqual([]);
    expect((await setStatus(order.id, "cancelled")).taxDocuments).toEqual([]);
  });
});

describe("downloading", () => {
  it("gives the customer their own invoice as a PDF, and nobody else's", async () => {
    const { customer, order } = await placeOrder([{ price: 450, quantity: 1 }]);
    const [invoice] = (await setStatus(order.id, "shipped")).taxDocuments;

    const own = await download(customer.cookie, order.id, invoice!.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("application/pdf");
    expect(own.headers["content-disposition"]).toBe(`attachment; filename="${invoice!.number.replaceAll("/", "-")}.pdf"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");

    const stranger = await quickCustomer(ctx.database.db);
    expect((await download(stranger.cookie, order.id, invoice!.id)).statusCode).toBe(404);
    expect((await download(undefined, order.id, invoice!.id)).statusCode).toBe(401);
    expect((await download(customer.cookie, order.id, invoice!.id, "admin")).statusCode).toBe(403);
    expect((await download(admin.cookie, order.id, invoice!.id, "admin")).statusCode).toBe(200);
  });

  it("answers 404 for a document of another order, or none", async () => {
    const { customer, order } = await placeOrder([{ price: 450, quantity: 1 }]);
    const other = await placeOrder([{ price: 450, quantity: 1 }]);
    const [otherInvoice] = (await setStatus(other.order.id, "shipped")).taxDocuments;
    expect((await download(customer.cookie, order.id, otherInvoice!.id)).statusCode).toBe(404);
    expect((await download(admin.cookie, order.id, otherInvoice!.id, "admin")).statusCode).toBe(404);
    expect((await download(customer.cookie, order.id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await download(customer.cookie, order.id, "not-a-document")).statusCode).toBe(400);
  });

  it("limits how many documents one person downloads (429 with Retry-After)", async () => {
    const { customer, order } = await placeOrder([{ price: 450, quantity: 1 }]);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await download(customer.cookie, order.id, crypto.randomUUID())).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    const limited = await download(customer.cookie, order.id, crypto.randomUUID());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });
});

describe("what the invoice says", () => {
  it("within Rajasthan: the seller, the number, the place of supply, every line, CGST and SGST, and the order's total", async () => {
    const { order } = await placeOrder([
      { price: 599, quantity: 2, gstRate: 18, name: "Feeding Bottle 240 ml", hsnCode: "39241090" },
      { price: 345, quantity: 1, gstRate: 5, name: "Baby Lotion 400 ml", hsnCode: "33049990" },
    ]);
    const [invoice] = (await setStatus(order.id, "shipped")).taxDocuments;
    const text = await documentPdfText(order.id, invoice!.id);

    expect(text).toContain("KiddoKart");
    expect(text).toContain("Tax Invoice");
    expect(text).toContain("KiddoKart Retail Private Limited");
    expect(text).toContain("GSTIN: 08AABCK1234R1ZA");
    expect(text).toContain(invoice!.number);
    expect(text).toContain("Place of supply");
    expect(text).toContain("Rajasthan (code 08)");
    expect(text).toContain("Asha Verma");
    expect(text).toContain("12, MG Road, Near City Mall, Jaipur 302001");
    // Each line: description, HSN, quantity, unit price, taxable value, rate, CGST, SGST, total.
    expect(text).toMatch(/Feeding Bottle 240 ml 39241090 2 599\.00 1,198\.00 18% 107\.82 107\.82 1,413\.64/);
    expect(text).toMatch(/Baby Lotion 400 ml 33049990 1 345\.00 345\.00 5% 8\.63 8\.62 362\.25/);
    expect(text).toContain("CGST ₹");
    expect(text).toContain("SGST ₹");
    expect(text).not.toContain("IGST");
    expect(order.total).toBe("1775.89");
    expect(text).toMatch(/Invoice total ₹1,775\.89/);
    expect(text).toContain("Rupees One Thousand Seven Hundred Seventy-Five and Eighty-Nine Paise Only");
    expect(text).toContain("Authorised signatory");
  });

  it("to Karnataka: IGST, with Karnataka as the place of supply, and shipping on its own line at the goods' rate", async () => {
    const { order } = await placeOrder([{ price: 800, quantity: 1, name: "Baby Carrier" }], bengaluru);
    const [invoice] = (await setStatus(order.id, "shipped")).taxDocuments;
    const text = await documentPdfText(order.id, invoice!.id);
    expect(text).toContain("Karnataka (code 29)");
    expect(text).toContain("IGST ₹");
    expect(text).not.toContain("CGST");
    expect(text).toMatch(/Baby Carrier 9619 1 800\.00 800\.00 18% 144\.00 944\.00/);
    expect(text).toMatch(/Shipping and handling 996812 1 99\.00 99\.00 18% 17\.82 116\.82/);
    expect(text).not.toContain("without GST");
    expect(order.total).toBe("1060.82");
    expect(text).toContain(`Invoice total ${formatRupees(106_082)}`);
    const [row] = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoice!.id));
    expect(row).toMatchObject({ placeOfSupply: "Karnataka", placeOfSupplyCode: "29", interState: true, taxablePaise: 89_900, igstPaise: 16_182, cgstPaise: 0, totalPaise: 106_082 });
  });

  it("keeps saying what it said when issued, whatever changes in the order afterwards", async () => {
    const { order } = await placeOrder([{ price: 200, quantity: 1 }]);
    const [invoice] = (await setStatus(order.id, "shipped")).taxDocuments;
    await ctx.database.db.update(orders).set({ shippingAddress: { ...deliveryAddress, firstName: "Someone", lastName: "Else" } }).where(eq(orders.id, order.id));
    const text = await documentPdfText(order.id, invoice!.id);
    expect(text).toContain("Asha Verma");
    expect(text).not.toContain("Someone Else");
  });
});

describe("credit notes", () => {
  it("issues a credit note naming the invoice when an invoiced order is refunded", async () => {
    const { order } = await placeOrder([
      { price: 599, quantity: 2, name: "Sippy Cup" },
      { price: 345, quantity: 1, gstRate: 5, name: "Rash Cream" },
    ]);
    const [invoice] = (await setStatus(order.id, "shipped")).taxDocuments;
    await setStatus(order.id, "delivered");
    const cup = order.orderItems.find((item) => item.quantity === 2)!;
    const response = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/refunds`,
      headers: { cookie: admin.cookie },
      payload: { lines: [{ orderLineId: cup.id, quantity: 1 }], reason: "One cup arrived cracked", method: "upi", reference: "UPI-REF-1" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const documents: Document[] = response.json().order.taxDocuments;
    expect(documents).toEqual([invoice, expect.objectContaining({ kind: "credit_note", number: `KKC/${fy()}/00001`, total: "706.82" })]);

    const note = documents[1]!;
    const [row] = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.id, note.id));
    expect(row).toMatchObject({ invoiceId: invoice!.id, taxablePaise: 59_900, cgstPaise: 5391, sgstPaise: 5391, igstPaise: 0, totalPaise: 70_682 });
    const text = await documentPdfText(order.id, note.id);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note.number);
    expect(text).toContain(invoice!.number);
    expect(text).toMatch(/Sippy Cup 9619 1 599\.00 599\.00 18% 53\.91 53\.91 706\.82/);
    expect(text).toContain("One cup arrived cracked");
    expect(text).toContain("GSTIN: 08AABCK1234R1ZA");
  });

  it("shares a refund of an amount over the invoice's lines, adding up to the refund", async () => {
    const { order } = await placeOrder([{ price: 400, quantity: 1 }, { price: 250, quantity: 2, gstRate: 5 }], bengaluru);
    const [invoice] = (await setStatus(order.id, "shipped")).taxDocuments;
    const refundId = await ctx.database.db.transaction(async (tx) => {
      const [refund] = await tx.insert(refunds).values({ orderId: order.id, amountPaise: 33_333, method: "upi", state: "processed", reason: "Goodwill" }).returning();
      await issueCreditNote(tx, refund!.id);
      await issueCreditNote(tx, refund!.id);
      return refund!.id;
    });
    const notes = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ kind: "credit_note", invoiceId: invoice!.id, interState: true, cgstPaise: 0, sgstPaise: 0, totalPaise: 33_333 });
    const lines = await ctx.database.db.select().from(taxDocumentLines).where(eq(taxDocumentLines.documentId, notes[0]!.id));
    expect(lines.reduce((sum, line) => sum + line.taxablePaise + line.igstPaise, 0)).toBe(33_333);
    expect(lines.every((line) => line.quantity === 0)).toBe(true);
  });

  it("issues none for a refund of an order that was never invoiced", async () => {
    const { order } = await placeOrder([{ price: 400, quantity: 1 }]);
    await ctx.database.db.transaction(async (tx) => {
      const [refund] = await tx.insert(refunds).values({ orderId: order.id, amountPaise: 1000, method: "upi", state: "processed", reason: "Goodwill" }).returning();
      await issueCreditNote(tx, refund!.id);
    });
    expect(await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id))).toEqual([]);
  });
});
