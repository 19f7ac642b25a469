import { describe, expect, it } from "vitest";
import { creditNoteLines, type DocumentLine, documentTotals, invoiceLines, type OrderLineForInvoice, splitTax, taxOf, untaxedChargesNote } from "./tax-lines";

const line = (values: Partial<OrderLineForInvoice> & Pick<OrderLineForInvoice, "id" | "taxablePaise" | "taxPaise">): OrderLineForInvoice => ({
  productName: `Product ${values.id}`,
  hsnCode: "9619",
  quantity: 1,
  unitPricePaise: values.taxablePaise,
  gstRate: 18,
  ...values,
});

describe("splitTax", () => {
  it("halves the tax into CGST and SGST within the state, the odd paisa to CGST", () => {
    expect(splitTax(1801, false)).toEqual({ cgstPaise: 901, sgstPaise: 900, igstPaise: 0 });
  });

  it("charges it all as IGST across states", () => {
    expect(splitTax(1801, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 1801 });
  });
});

describe("invoiceLines", () => {
  it("prints each order line with its tax split, then shipping untaxed, adding up to the order", () => {
    const { lines, orderLineIds } = invoiceLines({
      lines: [line({ id: "a", quantity: 2, unitPricePaise: 50_000, taxablePaise: 100_000, taxPaise: 18_000 }), line({ id: "b", taxablePaise: 25_050, taxPaise: 1253, gstRate: 5 })],
      shippingPaise: 9900,
      orderTaxPaise: 19_253,
      pricesIncludeGst: false,
      interState: false,
    });
    expect(lines).toEqual([
      { position: 1, description: "Product a", hsnCode: "9619", quantity: 2, unitPricePaise: 50_000, taxablePaise: 100_000, gstRate: 18, cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0, isShipping: false },
      { position: 2, description: "Product b", hsnCode: "9619", quantity: 1, unitPricePaise: 25_050, taxablePaise: 25_050, gstRate: 5, cgstPaise: 627, sgstPaise: 626, igstPaise: 0, isShipping: false },
      { position: 3, description: "Shipping and handling", hsnCode: null, quantity: 1, unitPricePaise: 9900, taxablePaise: 9900, gstRate: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, isShipping: true },
    ]);
    expect(orderLineIds).toEqual(["a", "b", null]);
    expect(documentTotals(lines)).toEqual({ taxablePaise: 134_950, cgstPaise: 9627, sgstPaise: 9626, igstPaise: 0, totalPaise: 154_203 });
  });

  it("prints the delivery zone's charge after shipping, untaxed, and says so under the totals", () => {
    const { lines, orderLineIds } = invoiceLines({
      lines: [line({ id: "a", taxablePaise: 50_000, taxPaise: 9000 })],
      shippingPaise: 9900,
      deliveryChargePaise: 9900,
      orderTaxPaise: 9000,
      pricesIncludeGst: false,
      interState: true,
    });
    expect(lines.slice(1)).toEqual([
      { position: 2, description: "Shipping and handling", hsnCode: null, quantity: 1, unitPricePaise: 9900, taxablePaise: 9900, gstRate: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, isShipping: true },
      { position: 3, description: "Delivery charge", hsnCode: null, quantity: 1, unitPricePaise: 9900, taxablePaise: 9900, gstRate: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, isShipping: true },
    ]);
    expect(orderLineIds).toEqual(["a", null, null]);
    expect(documentTotals(lines).totalPaise).toBe(78_800);
    expect(untaxedChargesNote(lines)).toBe("Shipping and the delivery charge are charged without GST.");
    expect(untaxedChargesNote(lines.filter((each) => each.description !== "Shipping and handling"))).toBe("The delivery charge is charged without GST.");
    expect(untaxedChargesNote(lines.slice(0, 2))).toBe("Shipping is charged without GST.");
    expect(untaxedChargesNote(lines.slice(0, 1))).toBeNull();
  });

  it("prints the unit price before GST when prices include it", () => {
    const { lines } = invoiceLines({ lines: [line({ id: "a", quantity: 3, unitPricePaise: 11_800, taxablePaise: 30_000, taxPaise: 5400 })], shippingPaise: 0, orderTaxPaise: 5400, pricesIncludeGst: true, interState: true });
    expect(lines).toEqual([expect.objectContaining({ unitPricePaise: 10_000, taxablePaise: 30_000, igstPaise: 5400 })]);
  });

  it("names a line's variant after the product, in the options' order", () => {
    const sized = line({ id: "a", productName: "Pampers Pants", variantOptions: [["Size", "M"], ["Pack", "3"]], taxablePaise: 30_000, taxPaise: 5400 });
    const { lines } = invoiceLines({ lines: [sized, line({ id: "b", productName: "Baby Oil", taxablePaise: 100, taxPaise: 18 })], shippingPaise: 0, orderTaxPaise: 5418, pricesIncludeGst: true, interState: true });
    expect(lines.map((entry) => entry.description)).toEqual(["Pampers Pants (Size: M, Pack: 3)", "Baby Oil"]);
  });

  it("makes an older order's spread tax add up to the order's tax", () => {
    const { lines } = invoiceLines({
      lines: [line({ id: "a", taxablePaise: 333, taxPaise: 60 }), line({ id: "b", taxablePaise: 333, taxPaise: 60 }), line({ id: "c", taxablePaise: 334, taxPaise: 60 })],
      shippingPaise: 0,
      orderTaxPaise: 181,
      pricesIncludeGst: false,
      interState: true,
    });
    expect(documentTotals(lines).igstPaise).toBe(181);
  });
});

describe("creditNoteLines", () => {
  const invoice: DocumentLine[] = invoiceLines({
    lines: [line({ id: "a", quantity: 2, unitPricePaise: 50_000, taxablePaise: 100_000, taxPaise: 18_000 }), line({ id: "b", taxablePaise: 25_050, taxPaise: 1253, gstRate: 5 })],
    shippingPaise: 9900,
    orderTaxPaise: 19_253,
    pricesIncludeGst: false,
    interState: false,
  }).lines;
  const orderLineIds = ["a", "b", null];

  it("credits the units given back, with their share of the tax", () => {
    const lines = creditNoteLines({ invoiceLines: invoice, orderLineIds, amountPaise: 59_000, units: new Map([["a", 1]]), interState: false });
    expect(lines).toEqual([{ position: 1, description: "Product a", hsnCode: "9619", quantity: 1, unitPricePaise: 50_000, taxablePaise: 50_000, gstRate: 18, cgstPaise: 4500, sgstPaise: 4500, igstPaise: 0, isShipping: false }]);
  });

  it("shares a refund of an amount over every line by value, adding up to the refund", () => {
    const lines = creditNoteLines({ invoiceLines: invoice, orderLineIds, amountPaise: 10_001, units: null, interState: false });
    expect(lines.map((entry) => entry.description)).toEqual(["Product a", "Product b", "Shipping and handling"]);
    expect(lines.every((entry) => entry.quantity === 0)).toBe(true);
    expect(documentTotals(lines).totalPaise).toBe(10_001);
    expect(lines[2]).toMatchObject({ gstRate: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it("credits the whole invoice when the whole order is refunded", () => {
    const lines = creditNoteLines({ invoiceLines: invoice, orderLineIds, amountPaise: 154_203, units: null, interState: false });
    expect(lines.map((entry) => [entry.taxablePaise, taxOf(entry)])).toEqual(invoice.map((entry) => [entry.taxablePaise, taxOf(entry)]));
  });

  it("splits the tax as IGST across states", () => {
    const lines = creditNoteLines({ invoiceLines: invoice, orderLineIds, amountPaise: 26_303, units: new Map([["b", 1]]), interState: true });
    expect(lines).toEqual([expect.objectContaining({ description: "Product b", taxablePaise: 25_050, igstPaise: 1253, cgstPaise: 0 })]);
  });
});
