import { Link } from "@react-email/link";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { formatRupees } from "@shared/money";
import { orderTotalsOf } from "@shared/order-amounts";
import { type TotalsLook, taxRows } from "@shared/pricing";
import type { Order } from "@shared/schemas/orders";
import { nameWithVariant } from "@shared/variant-label";
import type { ReactNode } from "react";
import { rupees } from "./mail-format";
import { COLOURS, STYLES } from "./theme";

/**
 * A table of label and value rows. `data-text-format="dataTable"` makes the plain-text part lay it out
 * as aligned columns ("Total   ₹1,299.00") instead of one cell a line.
 */
export function FactsTable({ rows }: { rows: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <table data-text-format="dataTable" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={{ ...STYLES.cell, color: COLOURS.muted, padding: "4px 12px 4px 0", whiteSpace: "nowrap" }}>{row.label}</td>
            <td style={{ ...STYLES.cell, padding: "4px 0" }}>{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The order's lines: name, quantity and unit price under it, the line total on the right. */
export function ItemsTable({ order, productUrl }: { order: Order; productUrl?: (slug: string) => string }) {
  return (
    <table data-text-format="dataTable" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 8px" }}>
      <tbody>
        {order.orderItems.map((item) => (
          <tr key={item.id} style={{ borderBottom: `1px solid ${COLOURS.border}` }}>
            <td style={STYLES.cell}>
              <div style={{ fontWeight: 600 }}>
                {productUrl && item.productId !== null ? (
                  <Link href={productUrl(item.product.slug)} style={STYLES.link}>
                    {nameWithVariant(item.product.name, item.variantOptions)}
                  </Link>
                ) : (
                  nameWithVariant(item.product.name, item.variantOptions)
                )}
              </div>
              <div style={{ color: COLOURS.muted, fontSize: "13px" }}>
                {`Qty ${item.quantity} × ${rupees(item.price)}`}
              </div>
            </td>
            <td style={STYLES.amountCell}>{rupees(item.total)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Subtotal, the GST rows (shared/pricing.ts taxRows), shipping ("Free" when nothing), the delivery zone's charge (when any) and the total. */
export function TotalsTable({ order, look = "storefront" }: { order: Order; look?: TotalsLook }) {
  const totals = orderTotalsOf(order);
  const rows = [
    { label: totals.pricesIncludeGst ? "Subtotal (incl. GST)" : "Subtotal", value: formatRupees(totals.subtotal) },
    ...taxRows(totals, look).map((row) => ({ label: row.label, value: formatRupees(row.tax) })),
    { label: "Shipping", value: totals.shipping === 0 ? "Free" : formatRupees(totals.shipping) },
    ...(totals.deliveryCharge > 0 ? [{ label: "Delivery charge", value: formatRupees(totals.deliveryCharge) }] : []),
  ];
  const label = { ...STYLES.cell, padding: "4px 0", color: COLOURS.muted };
  const value = { ...STYLES.amountCell, padding: "4px 0 4px 12px" };
  return (
    <table data-text-format="dataTable" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <td style={label}>{row.label}</td>
            <td style={value}>{row.value}</td>
          </tr>
        ))}
        <tr>
          <td style={{ ...label, color: COLOURS.text, fontWeight: 700, fontSize: "16px", borderTop: `1px solid ${COLOURS.border}`, paddingTop: "8px" }}>Total</td>
          <td style={{ ...value, fontWeight: 700, fontSize: "16px", borderTop: `1px solid ${COLOURS.border}`, paddingTop: "8px" }}>{rupees(order.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** A postal address as the customer typed it, a line each; always text, never markup. */
export function AddressBlock({ address }: { address: Order["shippingAddress"] }) {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const place = [address.city, address.state].filter(Boolean).join(", ");
  const lines = [address.address, [place, address.pincode].filter(Boolean).join(" - "), address.phone ? `Phone: ${address.phone}` : ""].filter(Boolean);
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Text style={{ ...STYLES.paragraph, margin: 0 }}>
        {name ? <strong>{name}</strong> : null}
        {lines.map((line, index) => (
          <span key={index}>
            {name || index > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </Text>
    </Section>
  );
}
