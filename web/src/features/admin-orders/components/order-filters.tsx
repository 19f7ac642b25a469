import { ORDER_STATUSES, orderStatusOf, PAYMENT_STATUSES, paymentStatusOf } from "@shared/constants";
import { ORDER_QUEUES } from "@shared/order-queue";
import { FilterX, Search } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from "../lib/order-labels";
import type { OrderListFilters } from "../lib/order-list-url";

/** Names no status, so choosing it clears the filter. */
const ALL = "all";
/** The list follows the search box this long after the last key. */
const SEARCH_PAUSE_MS = 400;

interface OrderFiltersProps {
  value: OrderListFilters;
  /** Given a change of the filters as they are when it lands, so two quick changes never undo each other. */
  onChange: (change: (current: OrderListFilters) => OrderListFilters) => void;
}

/** Searches for `text` unless the list already shows that search. */
function commitSearch({ value, onChange }: OrderFiltersProps, text: string) {
  const search = text.trim() || undefined;
  if (search !== value.search) onChange((current) => ({ ...current, search }));
}

/** Search, which orders, order status, payment status, the days placed, and Clear Filters. */
export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const [text, setText] = useState(value.search ?? "");
  // Follows the URL when it changes from elsewhere (Clear Filters, the back button).
  const [seen, setSeen] = useState(value.search ?? "");
  if ((value.search ?? "") !== seen) {
    setSeen(value.search ?? "");
    setText(value.search ?? "");
  }
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });

  useEffect(() => {
    const timer = setTimeout(() => commitSearch(latest.current, text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  function submit(event: FormEvent) {
    event.preventDefault();
    commitSearch(latest.current, text);
  }

  // A range never turns upside down: a day past the other end moves that end along.
  function day(name: "placedFrom" | "placedTo", next: string) {
    onChange((current) => {
      const range = { placedFrom: current.placedFrom, placedTo: current.placedTo, [name]: next || undefined };
      if (range.placedFrom && range.placedTo && range.placedFrom > range.placedTo) {
        if (name === "placedFrom") range.placedTo = range.placedFrom;
        else range.placedFrom = range.placedTo;
      }
      return { ...current, ...range };
    });
  }

  return (
    <div className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end">
        <form role="search" className="grid gap-1.5" onSubmit={submit}>
          <Label htmlFor="order-search">Search orders</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              id="order-search"
              type="search"
              className="pl-9"
              value={text}
              maxLength={100}
              placeholder="Order number, name or phone"
              onChange={(event) => setText(event.target.value)}
            />
          </div>
        </form>
        <div className="grid gap-1.5">
          <Label htmlFor="order-queue-filter">Show</Label>
          <Select value={value.queue ?? ALL} onValueChange={(queue) => onChange((current) => ({ ...current, queue: ORDER_QUEUES.find((name) => name === queue) }))}>
            <SelectTrigger id="order-queue-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All orders</SelectItem>
              <SelectItem value="to-ship">To ship</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[1fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="order-status-filter">Order status</Label>
          <Select value={value.status ?? ALL} onValueChange={(status) => onChange((current) => ({ ...current, status: orderStatusOf(status) }))}>
            <SelectTrigger id="order-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All</SelectItem>
              {ORDER_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {ORDER_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="payment-status-filter">Payment status</Label>
          <Select value={value.paymentStatus ?? ALL} onValueChange={(status) => onChange((current) => ({ ...current, paymentStatus: paymentStatusOf(status) }))}>
            <SelectTrigger id="payment-status-filter">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All</SelectItem>
              {PAYMENT_STATUSES.map((status) => (
                <SelectItem key={status} value={status}>
                  {PAYMENT_STATUS_LABELS[status]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="placed-from-filter">Placed from</Label>
          <Input id="placed-from-filter" type="date" className="px-2 text-sm sm:px-3.5" value={value.placedFrom ?? ""} max={value.placedTo} onChange={(event) => day("placedFrom", event.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="placed-to-filter">Placed to</Label>
          <Input id="placed-to-filter" type="date" className="px-2 text-sm sm:px-3.5" value={value.placedTo ?? ""} min={value.placedFrom} onChange={(event) => day("placedTo", event.target.value)} />
        </div>
        <Button variant="outline" className="col-span-2 lg:col-span-1" onClick={() => onChange(() => ({}))}>
          <FilterX aria-hidden="true" />
          Clear Filters
        </Button>
      </div>
    </div>
  );
}
