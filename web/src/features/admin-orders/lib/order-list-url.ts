import { type OrderStatus, orderStatusOf, type PaymentStatus, paymentStatusOf } from "@shared/constants";
import { isCalendarDay } from "@shared/india-day";
import { ORDER_QUEUES, type OrderQueue } from "@shared/order-queue";

/**
 * Manage Orders keeps its filters and page in the URL, so the dashboard can link to a list and a
 * filtered list survives a reload or the back button:
 *
 *   /admin/orders?queue=to-ship&status=confirmed&paymentStatus=paid&search=asha&placedFrom=2026-11-01&placedTo=2026-11-27&page=2
 *
 * Unknown or malformed values are left out, as if absent.
 */
export interface OrderListFilters {
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  queue?: OrderQueue;
  search?: string;
  /** Days (YYYY-MM-DD) in India time, both included. */
  placedFrom?: string;
  placedTo?: string;
}

export function filtersFromUrl(params: URLSearchParams): OrderListFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return isCalendarDay(value) ? value : undefined;
  };
  const queue = ORDER_QUEUES.find((name) => name === params.get("queue"));
  const search = params.get("search")?.trim().slice(0, 100);
  return {
    status: orderStatusOf(params.get("status") ?? ""),
    paymentStatus: paymentStatusOf(params.get("paymentStatus") ?? ""),
    queue,
    search: search || undefined,
    placedFrom: day("placedFrom"),
    placedTo: day("placedTo"),
  };
}

/** 1-based; page 1 when absent or not a page number. */
export function pageFromUrl(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/** The URL's query for these filters and page, leaving out what is empty and page 1. */
export function urlOf(filters: OrderListFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ["queue", "status", "paymentStatus", "search", "placedFrom", "placedTo"] as const) {
    const value = filters[name]?.trim();
    if (value) params.set(name, value);
  }
  if (page > 1) params.set("page", String(page));
  return params;
}

/** Whether any filter narrows the list. */
export function isFiltered(filters: OrderListFilters): boolean {
  return urlOf(filters).size > 0;
}
