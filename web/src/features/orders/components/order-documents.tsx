import type { Order } from "@shared/schemas/orders";
import { FileDown } from "lucide-react";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/format";
import { TAX_DOCUMENT_KIND_LABELS } from "@/lib/refund-labels";

/** The order's tax invoice and credit notes, each a PDF to download. */
export function OrderDocuments({ order }: { order: Order }) {
  return (
    <ul className="grid gap-2">
      {order.taxDocuments.map((document) => (
        <li key={document.id}>
          <a
            href={paths.taxDocument(order.id, document.id)}
            download
            className="group flex items-start gap-2 rounded-xl p-1 text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <FileDown aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-strong" />
            <span className="min-w-0">
              <span className="block break-words font-medium text-primary-strong group-hover:underline">
                Download {TAX_DOCUMENT_KIND_LABELS[document.kind].toLowerCase()} {document.number}
              </span>
              <span className="block text-xs text-muted-foreground">Issued on {formatDate(document.issuedAt)}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
