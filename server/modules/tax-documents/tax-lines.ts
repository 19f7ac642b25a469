import { divideRoundingHalfUp, splitIntraState } from "@shared/gst";
import type { Paise } from "@shared/money";

/** One line of an invoice or credit note, as stored in tax_document_lines. */
export interface DocumentLine {
  position: number;
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** Per unit, before GST. */
  unitPricePaise: Paise;
  taxablePaise: Paise;
  gstRate: number;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  isShipping: boolean;
}

export interface DocumentTotals {
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  totalPaise: Paise;
}

/** Shipping is printed as its own line; the shop charges no GST on it (docs/decisions/016-tax-invoices.md). */
export const SHIPPING_DESCRIPTION = "Shipping and handling";
/** The delivery zone's extra charge is printed the same way, on a line of its own after shipping. */
export const DELIVERY_CHARGE_DESCRIPTION = "Delivery charge";

/** The note under the totals about the lines charged without GST, or null when there are none. */
export function untaxedChargesNote(lines: readonly Pick<DocumentLine, "description" | "isShipping">[]): string | null {
  const charges = lines.filter((line) => line.isShipping);
  if (charges.length === 0) return null;
  const delivery = charges.some((line) => line.description === DELIVERY_CHARGE_DESCRIPTION);
  const shipping = charges.some((line) => line.description !== DELIVERY_CHARGE_DESCRIPTION);
  if (delivery && shipping) return "Shipping and the delivery charge are charged without GST.";
  return delivery ? "The delivery charge is charged without GST." : "Shipping is charged without GST.";
}

/** A line's tax as IGST across states, or halved into CGST and SGST within the seller's state. */
export function splitTax(tax: Paise, interState: boolean): Pick<DocumentLine, "cgstPaise" | "sgstPaise" | "igstPaise"> {
  if (interState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
  const { cgst, sgst } = splitIntraState(tax);
  return { cgstPaise: cgst, sgstPaise: sgst, igstPaise: 0 };
}

export const taxOf = (line: Pick<DocumentLine, "cgstPaise" | "sgstPaise" | "igstPaise">): Paise => line.cgstPaise + line.sgstPaise + line.igstPaise;
const grossOf = (line: DocumentLine): Paise => line.taxablePaise + taxOf(line);

export function documentTotals(lines: readonly DocumentLine[]): DocumentTotals {
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const totals = { taxablePaise: sum((l) => l.taxablePaise), cgstPaise: sum((l) => l.cgstPaise), sgstPaise: sum((l) => l.sgstPaise), igstPaise: sum((l) => l.igstPaise) };
  return { ...totals, totalPaise: totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise };
}

/**
 * Shares `total` in proportion to `weights`, in whole paise that add up to it exactly: each takes the
 * whole part of its share, and the paise left go one each to the largest remainders (the first of equals).
 */
export function allocate(total: Paise, weights: readonly number[]): Paise[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0) return weights.map(() => 0);
  if (!(sum > 0) || weights.some((weight) => weight < 0)) throw new Error("cannot share an amount over nothing");
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = total - shares.reduce((a, b) => a + b, 0);
  // Floating point may leave a paisa too many as well as too few.
  for (const { index } of left >= 0 ? byRemainder : [...byRemainder].reverse()) {
    if (left === 0) break;
    if (left < 0 && shares[index] === 0) continue;
    shares[index]! += Math.sign(left);
    left -= Math.sign(left);
  }
  return shares;
}

export interface OrderLineForInvoice {
  id: string;
  productName: string;
  hsnCode: string | null;
  quantity: number;
  unitPricePaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
  gstRate: number;
}

/**
 * An invoice's lines: each order line with its taxable value and tax as computed at checkout, then the
 * shipping charge and the delivery zone's charge, both without GST. The lines' taxes are made to add
 * up to the order's tax: an order placed before GST was computed per line spread its tax over the
 * lines, and that spreading may be a paisa off.
 */
export function invoiceLines(input: {
  lines: readonly OrderLineForInvoice[];
  shippingPaise: Paise;
  /** The delivery zone's extra charge of the order (0 when none). */
  deliveryChargePaise?: Paise;
  orderTaxPaise: Paise;
  pricesIncludeGst: boolean;
  interState: boolean;
}): { lines: DocumentLine[]; orderLineIds: Array<string | null> } {
  const goods = input.lines.map((line) => ({ ...line }));
  const residue = input.orderTaxPaise - goods.reduce((sum, line) => sum + line.taxPaise, 0);
  if (residue !== 0 && Math.abs(residue) <= goods.length) {
    const largest = goods.reduce((best, line) => (line.taxPaise > best.taxPaise ? line : best), goods[0]!);
    largest.taxPaise += residue;
    if (input.pricesIncludeGst) largest.taxablePaise -= residue;
  }
  const lines: DocumentLine[] = goods.map((line, index) => ({
    position: index + 1,
    description: line.productName,
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unitPricePaise: divideRoundingHalfUp(line.taxablePaise, line.quantity),
    taxablePaise: line.taxablePaise,
    gstRate: line.gstRate,
    ...splitTax(line.taxPaise, input.interState),
    isShipping: false,
  }));
  const orderLineIds: Array<string | null> = goods.map((line) => line.id);
  if (input.shippingPaise > 0) {
    lines.push(untaxedChargeLine(lines.length + 1, SHIPPING_DESCRIPTION, input.shippingPaise));
    orderLineIds.push(null);
  }
  if ((input.deliveryChargePaise ?? 0) > 0) {
    lines.push(untaxedChargeLine(lines.length + 1, DELIVERY_CHARGE_DESCRIPTION, input.deliveryChargePaise!));
    orderLineIds.push(null);
  }
  return { lines, orderLineIds };
}

function untaxedChargeLine(position: number, description: string, paise: Paise): DocumentLine {
  return { position, description, hsnCode: null, quantity: 1, unitPricePaise: paise, taxablePaise: paise, gstRate: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, isShipping: true };
}

/**
 * A credit note's lines for a refund of `amountPaise`. A refund of units (`units`: order line id →
 * units) is shared over those lines by the value of the units given back; a refund of an amount over
 * all the invoice's lines (shipping included) by their value. Each line's share is then split into
 * taxable value and tax in the proportion of the invoice line, so the note adds up to the refund to
 * the paisa. Lines whose share is nothing are left out; an amount's lines print no quantity (0).
 */
export function creditNoteLines(input: {
  invoiceLines: readonly DocumentLine[];
  orderLineIds: ReadonlyArray<string | null>;
  amountPaise: Paise;
  units: ReadonlyMap<string, number> | null;
  interState: boolean;
}): DocumentLine[] {
  const unitsOf = (line: DocumentLine) => {
    if (!input.units) return line.quantity;
    const orderLineId = input.orderLineIds[line.position - 1];
    return orderLineId ? Math.min(input.units.get(orderLineId) ?? 0, line.quantity) : 0;
  };
  const weights = input.invoiceLines.map((line) => (grossOf(line) * unitsOf(line)) / line.quantity);
  const shares = allocate(input.amountPaise, weights.some((weight) => weight > 0) ? weights : input.invoiceLines.map(grossOf));
  const lines: DocumentLine[] = [];
  input.invoiceLines.forEach((line, index) => {
    const share = shares[index]!;
    if (share === 0) return;
    const gross = grossOf(line);
    // Half-up share of the line's tax, in BigInt: share × tax may pass 2^53 for large orders.
    const tax = gross > 0 ? Number((2n * BigInt(share) * BigInt(taxOf(line)) + BigInt(gross)) / (2n * BigInt(gross))) : 0;
    const quantity = input.units ? unitsOf(line) : 0;
    lines.push({
      position: lines.length + 1,
      description: line.description,
      hsnCode: line.hsnCode,
      quantity,
      unitPricePaise: quantity > 0 ? divideRoundingHalfUp(share - tax, quantity) : 0,
      taxablePaise: share - tax,
      gstRate: line.gstRate,
      ...splitTax(tax, input.interState),
      isShipping: line.isShipping,
    });
  });
  return lines;
}
