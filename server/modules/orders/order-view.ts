import { paiseToDecimal } from "@shared/money";
import type { Order } from "@shared/schemas/orders";
import type { Database } from "../../db/client";
import { optionsObject } from "../../db/variant-options";
import { type OrderRefundRow, type OrderTaxDocumentRow, refundsOf, taxDocumentsOf } from "./order-details.repo";
import * as repo from "./orders.repo";

interface OrderDetails {
  lines: repo.OrderLineRow[];
  changes: repo.StatusChangeRow[];
  refunds: OrderRefundRow[];
  documents: OrderTaxDocumentRow[];
}

export function toOrder(order: repo.OrderRow, { lines, changes, refunds, documents }: OrderDetails): Order {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    subtotal: paiseToDecimal(order.subtotalPaise),
    tax: paiseToDecimal(order.taxPaise),
    shipping: paiseToDecimal(order.shippingPaise),
    deliveryCharge: paiseToDecimal(order.deliveryChargePaise),
    chargesTax: paiseToDecimal(order.chargesTaxPaise),
    total: paiseToDecimal(order.totalPaise),
    deliveryBy: order.deliveryBy,
    notes: order.notes,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    shippingAddress: order.shippingAddress,
    billingAddress: order.billingAddress,
    orderItems: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      variantOptions: optionsObject(line.variantOptions),
      quantity: line.quantity,
      price: paiseToDecimal(line.unitPricePaise),
      total: paiseToDecimal(line.lineTotalPaise),
      product: { name: line.productName, slug: line.productSlug, imageUrl: line.productImageUrl, sku: line.productSku },
      gstRate: line.gstRate,
      tax: paiseToDecimal(line.taxPaise),
      hsnCode: line.hsnCode,
      refundedQuantity: line.refundedQuantity,
    })),
    statusHistory: changes.map((change) => ({ status: change.toStatus, at: change.createdAt.toISOString() })),
    pricesIncludeGst: order.pricesIncludeGst,
    refunded: paiseToDecimal(order.refundedPaise),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: paiseToDecimal(refund.amountPaise),
      method: refund.method,
      state: refund.state,
      reason: refund.reason,
      reference: refund.reference,
      restocked: refund.restocked,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    taxDocuments: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      number: document.number,
      issuedAt: document.issuedAt.toISOString(),
      total: paiseToDecimal(document.totalPaise),
    })),
  };
}

/**
 * Orders with their lines, status history, refunds and tax documents, in five queries however many
 * orders there are. One after another: `db` may be a transaction, whose one connection takes one
 * query at a time. Read with the orders' rows in one snapshot (inOneSnapshot), they show one moment.
 */
export async function ordersWithDetails(db: Database, rows: repo.OrderRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const lines = await repo.linesOf(db, ids);
  const changes = await repo.statusChangesOf(db, ids);
  const refunds = await refundsOf(db, ids);
  const documents = await taxDocumentsOf(db, ids);
  const of = <T extends { orderId: string }>(items: T[], orderId: string) => items.filter((item) => item.orderId === orderId);
  return rows.map((row) =>
    toOrder(row, { lines: of(lines, row.id), changes: of(changes, row.id), refunds: of(refunds, row.id), documents: of(documents, row.id) }),
  );
}

export async function orderWithDetails(db: Database, row: repo.OrderRow): Promise<Order> {
  const [order] = await ordersWithDetails(db, [row]);
  return order!;
}
