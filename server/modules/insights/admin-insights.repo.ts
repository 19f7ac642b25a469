import type { OrderStatus, PaymentMethod } from "@shared/constants";
import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../../db/client";
import { type OptionPairs, optionPairsOfVariant } from "../../db/variant-options";
import { awaitingShipment } from "../orders/order-queue.repo";

const NOT_CANCELLED = sql`status <> 'cancelled'`;
/** What an order brought in: its total less what its refunds give back (pending or processed). */
const NET_REVENUE = sql`coalesce(sum(total_paise - refunded_paise), 0)::text`;

export async function totals(db: Database) {
  const [row] = await queryRows<{ products: number; orders: number; toShip: number; revenue: string }>(
    db,
    sql`select
          (select count(*)::int from products) as products,
          (select count(*)::int from orders) as orders,
          (select count(*)::int from orders where ${awaitingShipment}) as "toShip",
          (select ${NET_REVENUE} from orders where ${NOT_CANCELLED}) as revenue`,
  );
  return row!;
}

/** Orders and revenue per day in India time, every day of the period included. */
export function dailyFigures(db: Database, days: number) {
  return queryRows<{ date: string; orders: number; revenue: string }>(
    db,
    sql`with period as (
          select generate_series((now() at time zone 'Asia/Kolkata')::date - ${days - 1}::int, (now() at time zone 'Asia/Kolkata')::date, interval '1 day')::date as day
        )
        select to_char(period.day, 'YYYY-MM-DD') as date,
               count(orders.id)::int as orders,
               coalesce(sum(orders.total_paise - orders.refunded_paise), 0)::text as revenue
        from period
        left join orders on (orders.created_at at time zone 'Asia/Kolkata')::date = period.day and orders.status <> 'cancelled'
        group by period.day
        order by period.day`,
  );
}

export function ordersByStatus(db: Database, since: Date) {
  return queryRows<{ status: OrderStatus; orders: number }>(db, sql`select status, count(*)::int as orders from orders where created_at >= ${since.toISOString()} group by status order by orders desc`);
}

export function ordersByPaymentMethod(db: Database, since: Date) {
  return queryRows<{ paymentMethod: PaymentMethod; orders: number; revenue: string }>(
    db,
    sql`select payment_method as "paymentMethod", count(*)::int as orders, ${NET_REVENUE} as revenue
        from orders where created_at >= ${since.toISOString()} and ${NOT_CANCELLED} group by payment_method order by orders desc`,
  );
}

/** Units sold and line revenue per product, less the units refunded (and their share of the line). */
export function topProducts(db: Database, since: Date, by: "revenue" | "units") {
  const units = sql`sum(order_lines.quantity - order_lines.refunded_quantity)`;
  const revenue = sql`sum(round(order_lines.line_total_paise::numeric * (order_lines.quantity - order_lines.refunded_quantity) / order_lines.quantity))`;
  const order = by === "revenue" ? sql`${revenue} desc` : sql`${units} desc`;
  return queryRows<{ productId: number | null; name: string; units: number; revenue: string }>(
    db,
    sql`select order_lines.product_id as "productId", min(order_lines.product_name) as name,
               ${units}::int as units, ${revenue}::bigint::text as revenue
        from order_lines join orders on orders.id = order_lines.order_id
        where orders.created_at >= ${since.toISOString()} and orders.status <> 'cancelled'
        group by order_lines.product_id, case when order_lines.product_id is null then order_lines.product_name end
        order by ${order}, name
        limit 10`,
  );
}

/** The variants on sale with at most `threshold` units left, the fewest first: a product in sizes is restocked size by size. */
export function lowStock(db: Database, threshold: number) {
  return queryRows<{ id: number; variantId: number; name: string; slug: string; stockQuantity: number; options: OptionPairs }>(
    db,
    sql`select products.id, product_variants.id as "variantId", products.name, products.slug, product_variants.stock_quantity as "stockQuantity",
          ${optionPairsOfVariant} as "options"
        from product_variants join products on products.id = product_variants.product_id
        where products.is_active and product_variants.is_active and product_variants.stock_quantity <= ${threshold}
        order by product_variants.stock_quantity, products.name, product_variants.position limit 20`,
  );
}
