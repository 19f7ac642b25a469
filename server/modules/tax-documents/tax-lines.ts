import { allocate } from "@shared/allocate";
import { chargeTaxes, divideRoundingHalfUp, type LineTax, splitIntraState } from "@shared/gst";
import type { Paise } from "@shared/money";
import { nameWithVariant } from "@shared/variant-label";
import { type OptionPairs, optionsObject } from "../../db/variant-options";

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

/**
 * Shipping is printed on lines of its own, one per GST rate it is taxed at, as part of the supply of the
 * goods (docs/decisions/016-tax-invoices.md), under the service code of courier services.
 */
export const SHIPPING_DESCRIPTION = "Shipping and handling";
/** The delivery zone's extra charge is printed the same way, on lines of its own after shipping. */
export const DELIVERY_CHARGE_DESCRIPTION = "Delivery charge";
export const CHARGES_SAC_CODE = "996812";

/**
 * The note under the totals about charges printed without GST, or null when there are none. Only
 * orders placed before charges were taxed have such lines (they carry no code).
 */
export function untaxedChargesNote(lines: readonly Pick<DocumentLine, "description" | "isShipping" | "hsnCode">[]): string | null {
  const charges = lines.filter((line) => line.isShipping && line.hsnCode === null);
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

export interface OrderLineForInvoice {
  id: string;
  productName: string;
  /** The variant's option values in order, printed after the name ("Pants (Size: M)"). */
  variantOptions?: OptionPairs;
  hsnCode: string | null;
  quantity: number;
  unitPricePaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
  gstRate: number;
}

/**
 * An invoice's lines: each order line with its taxable value and tax as computed at checkout, then the
 * shipping charge and the delivery zone's charge. Those are taxed at the goods' rates, shared as at
 * checkout (shared/gst.ts chargeTaxes), when the order taxed them (`chargesTaxPaise` above 0); an older
 * order prints them without GST. The lines' taxes are made to add up to the order's tax: an order
 * placed before GST was computed per line spread its tax over the lines, and that spreading may be a
 * paisa off.
 */
export function invoiceLines(input: {
  lines: readonly OrderLineForInvoice[];
  shippingPaise: Paise;
  /** The delivery zone's extra charge of the order (0 when none). */
  deliveryChargePaise?: Paise;
  orderTaxPaise: Paise;
  /** The part of the order's tax on shipping and the delivery charge (0 on orders that did not tax them). */
  chargesTaxPaise?: Paise;
  pricesIncludeGst: boolean;
  interState: boolean;
}): { lines: DocumentLine[]; orderLineIds: Array<string | null> } {
  const chargesTaxPaise = input.chargesTaxPaise ?? 0;
  const goods = input.lines.map((line) => ({ ...line }));
  fitTaxes(goods, input.orderTaxPaise - chargesTaxPaise, input.pricesIncludeGst);
  const lines: DocumentLine[] = goods.map((line, index) => ({
    position: index + 1,
    description: nameWithVariant(line.productName, optionsObject(line.variantOptions ?? [])),
    hsnCode: line.hsnCode,
    quantity: line.quantity,
    unitPricePaise: divideRoundingHalfUp(line.taxablePaise, line.quantity),
    taxablePaise: line.taxablePaise,
    gstRate: line.gstRate,
    ...splitTax(line.taxPaise, input.interState),
    isShipping: false,
  }));
  const orderLineIds: Array<string | null> = goods.map((line) => line.id);
  const charges = [
    { description: SHIPPING_DESCRIPTION, paise: input.shippingPaise },
    { description: DELIVERY_CHARGE_DESCRIPTION, paise: input.deliveryChargePaise ?? 0 },
  ].filter((charge) => charge.paise > 0);
  if (chargesTaxPaise > 0) {
    const basket = input.lines.map((line) => ({ gstRate: line.gstRate, taxable: line.taxablePaise }));
    const taxed = charges.flatMap((charge) => chargeTaxes(charge.paise, basket, input.pricesIncludeGst).map((part) => ({ description: charge.description, ...toInvoiceAmounts(part) })));
    fitTaxes(taxed, chargesTaxPaise, input.pricesIncludeGst);
    for (const part of taxed) {
      lines.push({ position: lines.length + 1, description: part.description, hsnCode: CHARGES_SAC_CODE, quantity: 1, unitPricePaise: part.taxablePaise, taxablePaise: part.taxablePaise, gstRate: part.gstRate, ...splitTax(part.taxPaise, input.interState), isShipping: true });
      orderLineIds.push(null);
    }
  } else {
    for (const charge of charges) {
      lines.push(untaxedChargeLine(lines.length + 1, charge.description, charge.paise));
      orderLineIds.push(null);
    }
  }
  return { lines, orderLineIds };
}

const toInvoiceAmounts = (part: LineTax) => ({ gstRate: part.gstRate, taxablePaise: part.taxable, taxPaise: part.tax });

/** Puts a small difference between the lines' taxes and the order's on the line of the largest tax. */
function fitTaxes(lines: Array<{ taxPaise: Paise; taxablePaise: Paise }>, orderTaxPaise: Paise, pricesIncludeGst: boolean) {
  if (lines.length === 0) return;
  const residue = orderTaxPaise - lines.reduce((sum, line) => sum + line.taxPaise, 0);
  if (residue === 0 || Math.abs(residue) > lines.length) return;
  const largest = lines.reduce((best, line) => (line.taxPaise > best.taxPaise ? line : best), lines[0]!);
  largest.taxPaise += residue;
  if (pricesIncludeGst) largest.taxablePaise -= residue;
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
