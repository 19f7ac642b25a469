import { type CashOnDeliveryLimits, codAmountRefusedMessage, codOpenOrdersRefusedMessage } from "@shared/cash-on-delivery";
import type { PaymentMethod, PaymentStatus, OrderStatus } from "@shared/constants";
import { effectiveGstRate, effectiveHsnCode } from "@shared/gst";
import { decimalToPaise, paiseToDecimal, type Paise } from "@shared/money";
import { pinCodeStateMismatch } from "@shared/pin-regions";
import { orderTotals, unitPrice } from "@shared/pricing";
import { codRefusedMessage, isPinCode, notDeliveredMessage } from "@shared/pin-codes";
import type { ShippingAddress } from "@shared/schemas/orders";
import type { Database } from "../../db/client";
import type { AddressRecord } from "../../db/schema/orders";
import { optionsObject } from "../../db/variant-options";
import { AppError } from "../../errors";
import { type EventBus, transactionThenEmit } from "../../events/event-bus";
import { nameWithVariant } from "@shared/variant-label";
import { removeOrderedVariants } from "../cart/cart-for-orders";
import { chooseVariant, variantsForLines } from "../catalog/variant-choice";
import { type DeliveryQuote, quoteDeliveryTo } from "../delivery/delivery-quote";
import { cancelLockedOrder } from "./order-stock";
import { formatOrderNumber, orderSerials } from "./order-number";
import * as repo from "./orders.repo";
import { orderRequestHash } from "./request-hash";
import { lockProducts, takeStock } from "./stock.repo";
import { tooManyUnits } from "../cart/unit-limit";

export interface OrderRequest {
  userId: string;
  /** Each line names a product, and which of its variants unless it is sold in one only. */
  lines: Array<{ productId: number; variantId?: number; quantity: number }>;
  shippingAddress: ShippingAddress;
  billingAddress?: Partial<AddressRecord>;
  notes?: string;
  /** The grand total the customer saw, in rupees; the order is refused when it is not the server's. */
  expectedTotal: string | number;
  paymentMethod: PaymentMethod;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  idempotencyKey?: string;
  /** Cash on delivery empties the cart now; an online payment only once it is paid. */
  removeFromCart: boolean;
  /**
   * An online checkout replaces the customer's earlier unpaid one (cancelled, its stock released), so
   * one customer never holds stock with more than one unpaid checkout.
   */
  replaceUnpaidCheckout: boolean;
  /** Cash on delivery's bounds: how many open orders a customer may have, and how large one may be. */
  cashOnDelivery?: CashOnDeliveryLimits;
  /** The most units of one product one order may hold. */
  maxUnitsPerProduct: number;
  /** Whether prices include GST (PRICES_INCLUDE_GST); the order remembers it. */
  pricesIncludeGst: boolean;
}

/** One line per product and variant named, quantities added up. */
function mergeLines(lines: OrderRequest["lines"]): OrderRequest["lines"] {
  const merged = new Map<string, OrderRequest["lines"][number]>();
  for (const { productId, variantId, quantity } of lines) {
    const key = `${productId}:${variantId ?? ""}`;
    merged.set(key, { productId, variantId, quantity: (merged.get(key)?.quantity ?? 0) + quantity });
  }
  return [...merged.values()];
}

/** Billing fields left empty (or 'same as shipping') take the shipping address's. */
function billingFrom(shipping: AddressRecord, billing: Partial<AddressRecord> | undefined): AddressRecord {
  const given = billing && Object.values(billing).some((value) => value?.trim());
  return given ? { ...shipping, ...Object.fromEntries(Object.entries(billing).filter(([, value]) => value?.trim())) } : shipping;
}

/**
 * A PIN code that cannot be in the address's state is refused before anything else (400, naming the
 * field): the shipping address always, the billing address when it gives both its own state and PIN code.
 */
function refuseMismatchedPinCodes(request: OrderRequest): void {
  const addresses = [
    ["shippingAddress", request.shippingAddress],
    ["billingAddress", request.billingAddress],
  ] as const;
  for (const [name, address] of addresses) {
    const pincode = address?.pincode?.trim();
    const state = address?.state?.trim();
    if (!pincode || !state || !isPinCode(pincode)) continue;
    const problem = pinCodeStateMismatch(pincode, state);
    const field = `orderData.${name}.pincode`;
    if (problem) throw new AppError("invalid_input", problem, { field, issues: [{ path: field, message: problem }] });
  }
}

/**
 * Whether and how the shop delivers to the shipping address, read in the order's transaction: a PIN
 * code no zone covers is refused (409 not_delivered), and so is cash on delivery where its zone does
 * not allow it (409 cod_not_available).
 */
async function deliveryFor(tx: Database, request: OrderRequest, at: Date): Promise<DeliveryQuote> {
  const { pincode } = request.shippingAddress;
  const quote = await quoteDeliveryTo(tx, pincode, at);
  if (!quote) throw new AppError("not_delivered", notDeliveredMessage(pincode), { field: "shippingAddress.pincode" });
  if (request.paymentMethod === "cod" && !quote.codAllowed) {
    throw new AppError("cod_not_available", codRefusedMessage(pincode), { field: "orderData.paymentMethod" });
  }
  return quote;
}

/**
 * Cash on delivery is paid only at the door, so an order of it holds stock on the customer's word:
 * refused (409 cod_not_available) above the largest amount, and while the customer already has the most
 * open ones (placed, not yet delivered or cancelled). Concurrent checkouts of one customer queue on
 * the customer's row, so they cannot all count the same open orders.
 */
async function refuseCashOnDeliveryBeyondLimits(tx: Database, userId: string, totalPaise: number, limits: CashOnDeliveryLimits): Promise<void> {
  const field = "orderData.paymentMethod";
  if (totalPaise > limits.maxOrderPaise) throw new AppError("cod_not_available", codAmountRefusedMessage(limits.maxOrderPaise), { field });
  await repo.lockCustomer(tx, userId);
  if ((await repo.countOpenCashOnDeliveryOrders(tx, userId)) >= limits.maxOpenOrders) {
    throw new AppError("cod_not_available", codOpenOrdersRefusedMessage(limits.maxOpenOrders), { field });
  }
}

/** The hash of what defines the order: the same request, the same hash, however it was written. */
function requestHashOf(request: OrderRequest, lines: OrderRequest["lines"]): string {
  const shipping = request.shippingAddress as AddressRecord;
  return orderRequestHash({
    lines,
    shippingAddress: shipping,
    billingAddress: billingFrom(shipping, request.billingAddress),
    notes: request.notes || null,
    paymentMethod: request.paymentMethod,
    totalPaise: decimalToPaise(request.expectedTotal),
  });
}

/**
 * Order placement, one transaction, in named steps: claim the idempotency key (the same key with a
 * different request is refused) → refuse more units of a product than allowed → (online) lock the
 * customer and their earlier unpaid checkout → lock the products of both orders, in the shop's one lock
 * order (server/db/lock-order.ts) → (online) cancel the earlier checkout → refuse a PIN code the shop does not deliver to, or cash on
 * delivery where its zone refuses it → read current prices, GST rates and stock → compute totals, each
 * line taxed at its product's rate (shared/gst.ts), plus the delivery zone's charge → refuse an order
 * worth nothing and a total the customer did not see → take the stock → write the order and its line snapshots (rate, HSN code,
 * taxable value and tax of each) → remove the ordered lines from the cart. Any failure leaves nothing behind. Answers the
 * order's id and whether an earlier attempt with the same key had already placed it. Once committed,
 * the stock taken (and given back by a replaced checkout) and the new order are announced. A PIN code
 * of another state than the address's is refused before all of this.
 */
/**
 * Each line's product and the variant it buys, read in the order's transaction, at the variant's price
 * and the product's GST rate: one line per variant, and never more units of a product than one order may
 * hold. A product no longer on sale is refused (404), and so is a product of several variants named alone.
 */
async function priceLines(tx: Database, wanted: OrderRequest["lines"], maxUnitsPerProduct: number) {
  const found = await repo.productsForOrder(tx, [...new Set(wanted.map((line) => line.productId))]);
  const onSale = await variantsForLines(tx, wanted);
  const byVariant = new Map<number, { product: (typeof found)[number]; variant: (typeof onSale)[number]; quantity: number }>();
  for (const line of wanted) {
    const product = found.find((candidate) => candidate.id === line.productId);
    if (!product) throw new AppError("not_found", `Product ${line.productId} is no longer available`, { details: { productId: line.productId } });
    const variant = chooseVariant(onSale, line);
    byVariant.set(variant.id, { product, variant, quantity: (byVariant.get(variant.id)?.quantity ?? 0) + line.quantity });
  }
  const unitsOfProduct = new Map<number, number>();
  for (const { product, quantity } of byVariant.values()) unitsOfProduct.set(product.id, (unitsOfProduct.get(product.id) ?? 0) + quantity);
  for (const [productId, units] of unitsOfProduct) if (units > maxUnitsPerProduct) throw tooManyUnits(maxUnitsPerProduct, "items", productId);
  return [...byVariant.values()].map((line) => ({ ...line, unitPrice: unitPrice(line.variant), gstRate: effectiveGstRate(line.product, line.product.category) }));
}

/** Tries of a random number before giving up: each is taken with a chance of that day's orders in 100,000. */
const NUMBER_TRIES = 20;

/** Writes the order under a random number of its day that no order has (orders keep the numbers they were given). */
async function insertUnderFreeNumber(tx: Database, at: Date, values: Omit<Parameters<typeof repo.insertOrderUnlessNumberTaken>[1], "orderNumber">): Promise<repo.OrderRow> {
  for (let attempt = 0; attempt < NUMBER_TRIES; attempt++) {
    const order = await repo.insertOrderUnlessNumberTaken(tx, { ...values, orderNumber: formatOrderNumber(orderSerials.next(), at) });
    if (order) return order;
  }
  throw new AppError("conflict", "Could not number the order. Please try again.");
}

export async function placeOrder(db: Database, events: EventBus, request: OrderRequest): Promise<{ orderId: string; replayed: boolean }> {
  refuseMismatchedPinCodes(request);
  return transactionThenEmit(db, events, async (tx, pending) => {
    const wanted = mergeLines(request.lines);
    const requestHash = requestHashOf(request, wanted);
    if (request.idempotencyKey) {
      const previous = await repo.claimIdempotencyKey(tx, request.userId, request.idempotencyKey, requestHash);
      if (previous) {
        if (previous.requestHash !== null && previous.requestHash !== requestHash) {
          throw new AppError("idempotency_mismatch", "This Idempotency-Key was already used for a different order. Use a new key for a new order.");
        }
        return { orderId: previous.orderId, replayed: true };
      }
    }

    // Concurrent checkouts of one customer queue on the customer's row, so only the last one stays open.
    if (request.replaceUnpaidCheckout) await repo.lockCustomer(tx, request.userId);
    const earlierCheckouts = request.replaceUnpaidCheckout ? await repo.lockUnpaidOnlineOrdersOf(tx, request.userId) : [];
    const productIds = [...new Set(wanted.map((line) => line.productId))];
    const locked = await lockProducts(tx, { productIds, ofOrders: earlierCheckouts.map((earlier) => earlier.id) });
    for (const earlier of earlierCheckouts) {
      await cancelLockedOrder(tx, pending, earlier, locked, request.userId, "Replaced by a newer checkout");
    }

    const now = new Date();
    const delivery = await deliveryFor(tx, request, now);

    const priced = await priceLines(tx, wanted, request.maxUnitsPerProduct);

    const totals = orderTotals(priced, { pricesIncludeGst: request.pricesIncludeGst, deliveryCharge: delivery.extraChargePaise });
    if (totals.subtotal === 0) {
      throw new AppError("invalid_input", "Products priced ₹0 cannot be ordered on their own. Please add a product with a price.", { field: "items" });
    }
    if (decimalToPaise(request.expectedTotal) !== totals.total) {
      throw new AppError("price_changed", "Prices have changed since you last looked. Please review your order.", {
        details: { totals: totalsAsDecimals(totals) },
      });
    }

    if (request.paymentMethod === "cod" && request.cashOnDelivery) await refuseCashOnDeliveryBeyondLimits(tx, request.userId, totals.total, request.cashOnDelivery);

    for (const line of priced) {
      if (!(await takeStock(tx, locked, { productId: line.product.id, variantId: line.variant.id }, line.quantity))) {
        const available = line.variant.stockQuantity;
        const name = nameWithVariant(line.product.name, optionsObject(line.variant.optionValues));
        throw new AppError("insufficient_stock", available > 0 ? `Only ${available} of ${name} left in stock` : `${name} is out of stock`, {
          field: "items",
          details: { productId: line.product.id, variantId: line.variant.id, available },
        });
      }
    }

    const shipping = request.shippingAddress as AddressRecord;
    const order = await insertUnderFreeNumber(tx, now, {
      userId: request.userId,
      status: request.status,
      paymentStatus: request.paymentStatus,
      paymentMethod: request.paymentMethod,
      subtotalPaise: totals.subtotal,
      taxPaise: totals.tax,
      chargesTaxPaise: totals.chargesTax,
      shippingPaise: totals.shipping,
      deliveryChargePaise: totals.deliveryCharge,
      deliveryBy: delivery.deliveryBy,
      totalPaise: totals.total,
      pricesIncludeGst: request.pricesIncludeGst,
      notes: request.notes || null,
      shippingAddress: shipping,
      billingAddress: billingFrom(shipping, request.billingAddress),
      createdAt: now,
    });
    await repo.insertLines(
      tx,
      priced.map((line, index) => {
        const { lineTotal, taxable, tax } = totals.lines[index]!;
        return {
          orderId: order.id,
          productId: line.product.id,
          variantId: line.variant.id,
          variantOptions: line.variant.optionValues,
          productName: line.product.name,
          productSlug: line.product.slug,
          productSku: line.variant.sku ?? line.product.sku,
          productImageUrl: line.product.imageUrl,
          unitPricePaise: line.unitPrice,
          quantity: line.quantity,
          lineTotalPaise: lineTotal,
          taxPaise: tax,
          taxablePaise: taxable,
          gstRate: line.gstRate,
          hsnCode: effectiveHsnCode(line.product, line.product.category),
        };
      }),
    );
    await repo.insertStatusChange(tx, { orderId: order.id, toStatus: request.status, changedBy: request.userId, createdAt: now });
    pending.add("stock.changed", { productIds });
    pending.add("order.status_changed", { orderId: order.id, from: null, to: request.status });
    if (request.removeFromCart) await removeOrderedVariants(tx, request.userId, priced.map((line) => line.variant.id));
    if (request.idempotencyKey) await repo.recordIdempotentOrder(tx, request.userId, request.idempotencyKey, order.id, requestHash);
    return { orderId: order.id, replayed: false };
  });
}

export function totalsAsDecimals(totals: Record<"subtotal" | "tax" | "shipping" | "deliveryCharge" | "total", Paise>) {
  return {
    subtotal: paiseToDecimal(totals.subtotal),
    tax: paiseToDecimal(totals.tax),
    shipping: paiseToDecimal(totals.shipping),
    deliveryCharge: paiseToDecimal(totals.deliveryCharge),
    total: paiseToDecimal(totals.total),
  };
}
