import { PROMISES, RETURN_WINDOW_DAYS } from "@shared/shop-promises";
import { RotateCcw, ShieldCheck, Truck } from "lucide-react";

const NOTES = [
  { icon: Truck, title: PROMISES.freeShipping, text: "Check your PIN code for the date" },
  { icon: ShieldCheck, title: "100% authentic", text: "Straight from the brands" },
  { icon: RotateCcw, title: `Easy ${RETURN_WINDOW_DAYS}-day returns`, text: "Unopened, within 30 days of delivery" },
];

/** The product page's delivery promises (see docs/product/product-page.md). */
export function DeliveryNotes() {
  return (
    <ul className="grid gap-3 rounded-2xl border border-border bg-muted/40 p-4 sm:grid-cols-3">
      {NOTES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex items-center gap-3 sm:flex-col sm:text-center">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          <span className="text-sm">
            <span className="block font-semibold">{title}</span>
            <span className="block text-xs text-muted-foreground">{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
