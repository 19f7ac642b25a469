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

it("shows the GST of each rate when the lines are not all 18% added on top", () => {
  const taxByRate = [
    { rate: 5, taxable: 25_000, tax: 1_250 },
    { rate: 18, taxable: 50_000, tax: 9_000 },
  ];
  const mixed = { subtotal: 75_000, tax: 10_250, shipping: 9_900, total: 95_150, pricesIncludeGst: false, taxByRate };
  expect(rows(renderToStaticMarkup(<OrderTotals totals={mixed} />))).toEqual(["Subtotal: ₹750.00", "+ GST 5%: ₹12.50", "+ GST 18%: ₹90.00", "Shipping: ₹99.00", "Total: ₹951.50"]);
  expect(rows(renderToStaticMarkup(<OrderTotals totals={mixed} look="backOffice" />))).toEqual([
    "Subtotal: ₹750.00",
    "Tax (GST 5%): ₹12.50",
    "Tax (GST 18%): ₹90.00",
    "Shipping: ₹99.00",
    "Total: ₹951.50",
  ]);
});

it("keeps the spec's single row for 18% added on top, and says when prices include GST", () => {
  const eighteen = { ...totals, pricesIncludeGst: false, taxByRate: [{ rate: 18, taxable: 100_900, tax: 18_162 }] };
  expect(rows(renderToStaticMarkup(<OrderTotals totals={eighteen} />))).toContain("GST (18%): ₹181.62");
  const included = { subtotal: 100_900, tax: 15_392, shipping: 0, total: 100_900, pricesIncludeGst: true, taxByRate: [{ rate: 18, taxable: 85_508, tax: 15_392 }] };
  expect(rows(renderToStaticMarkup(<OrderTotals totals={included} />))).toEqual(["Subtotal (incl. GST): ₹1,009.00", "GST 18% (incl.): ₹153.92", "Shipping: Free", "Total: ₹1,009.00"]);
});

it("shows the delivery zone's charge on its own row before the total, and no row when there is none", () => {
  const html = renderToStaticMarkup(<OrderTotals totals={{ ...totals, deliveryCharge: 9_900, total: 128_962 }} deliveryChargeLabel="Delivery charge (Islands)" />);
  expect(rows(html)).toEqual(["Subtotal: ₹1,009.00", "GST (18%): ₹181.62", "Shipping: Free", "Delivery charge (Islands): ₹99.00", "Total: ₹1,289.62"]);
  expect(rows(renderToStaticMarkup(<OrderTotals totals={{ ...totals, deliveryCharge: 0 }} />))).not.toContain("Delivery charge: ₹0.00");
  expect(renderToStaticMarkup(<OrderTotals totals={{ ...totals, deliveryCharge: 0 }} />)).not.toContain("Delivery charge");
});
