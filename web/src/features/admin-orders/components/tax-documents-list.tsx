import type { AdminOrder } from "@shared/schemas/admin";
import { FileDown } from "lucide-react";
import { paths } from "@/config/paths";
import { formatDate, formatPrice } from "@/lib/format";
import { TAX_DOCUMENT_KIND_LABELS } from "@/lib/refund-labels";

/** The order's tax invoice and credit notes, each with its PDF. */
export function TaxDocumentsList({ order }: { order: AdminOrder }) {
  return (
    <section aria-labelledby="order-documents-heading" className="grid gap-3 [&>*]:min-w-0">
      <h3 id="order-documents-heading" className="font-semibold">
        Invoice and credit notes
      </h3>
      {order.taxDocuments.length === 0 ? (
        <p className="text-sm text-muted-foreground">The invoice is issued when the order ships.</p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {order.taxDocuments.map((document) => {
            const kind = TAX_DOCUMENT_KIND_LABELS[document.kind];
            return (
              <li key={document.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    {kind} {document.number}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {formatDate(document.issuedAt)} · {formatPrice(document.total)}
                  </p>
                </div>
                <a
                  href={paths.admin.taxDocument(order.id, document.id)}
                  download
                  className="inline-flex items-center gap-1.5 font-medium text-primary-strong underline-offset-4 hover:underline"
                  aria-label={`Download ${kind.toLowerCase()} ${document.number}`}
                >
                  <FileDown aria-hidden="true" className="size-4" />
                  Download
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
