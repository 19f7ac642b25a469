import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { OrderTotals } from "./order-totals";

const totals = { subtotal: 100_900, tax: 18_162, shipping: 0, total: 119_062 };
const rows = (html: string) => [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(([, label, value]) => `${label}: ${value}`);

it("names the tax from its rate and shows free shipping as 'Free' on the storefront", () => {
  const html = renderToStaticMarkup(<OrderTotals totals={totals} />);
  expect(rows(html)).toEqual(["Subtotal: ₹1,009.00", "GST (18%): ₹181.62", "Shipping: Free", "Total: ₹1,190.62"]);
  expect(html).toContain('<dd class="font-medium text-emerald-700">Free</dd>');
});

it("shows the back office's order dialog its own way, with extra rows after the total", () => {
  const html = renderToStaticMarkup(
    <OrderTotals totals={{ ...totals, shipping: 9_900 }} look="backOffice" extraRows={[{ label: "Payment method", value: "Razorpay" }]} />,
  );
  expect(rows(html)).toEqual(["Subtotal: ₹1,009.00", "Tax (GST 18%): ₹181.62", "Shipping: ₹99.00", "Total: ₹1,190.62", "Payment method: Razorpay"]);
});
