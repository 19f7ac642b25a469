import { bestBeforeText, MAKER_ROLE_LABELS, netQuantityText } from "@shared/declarations";
import type { ProductDetail } from "@shared/schemas/catalog";
import { useId, type ReactNode } from "react";
import { formatPrice } from "@/lib/format";

/** The rows of the block: only what the product declares, in the order a package prints it. */
export function declarationRows({ mrp, declarations: d }: Pick<ProductDetail, "mrp" | "declarations">): Array<{ label: string; value: ReactNode }> {
  const rows: Array<{ label: string; value: ReactNode }> = [];
  if (mrp !== null) rows.push({ label: "MRP (incl. of all taxes)", value: formatPrice(mrp) });
  if (d.netQuantity !== null && d.netQuantityUnit !== null) rows.push({ label: "Net quantity", value: netQuantityText(d.netQuantity, d.netQuantityUnit) });
  if (d.countryOfOrigin) rows.push({ label: "Country of origin", value: d.countryOfOrigin });
  if (d.makerRole && d.makerName) {
    rows.push({
      label: MAKER_ROLE_LABELS[d.makerRole],
      value: (
        <>
          <span className="block font-medium text-foreground">{d.makerName}</span>
          {d.makerAddress ? <span className="block whitespace-pre-line">{d.makerAddress}</span> : null}
        </>
      ),
    });
  }
  if (d.bestBeforeMonths !== null) rows.push({ label: "Best before", value: bestBeforeText(d.bestBeforeMonths) });
  return rows;
}

/** 'Product details': the MRP and what the package declares (see docs/product/product-page.md#product-details); nothing when none is set. */
export function ProductDeclarations({ product }: { product: Pick<ProductDetail, "mrp" | "declarations"> }) {
  const headingId = useId();
  const rows = declarationRows(product);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-border bg-card p-4 sm:p-5">
      <h2 id={headingId} className="text-base font-bold">
        Product details
      </h2>
      <dl className="mt-3 divide-y divide-border text-sm">
        {rows.map(({ label, value }) => (
          <div key={label} className="grid grid-cols-[minmax(7rem,40%)_1fr] gap-3 py-2 first:pt-0 last:pb-0">
            <dt className="font-semibold">{label}</dt>
            <dd className="min-w-0 break-words text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
