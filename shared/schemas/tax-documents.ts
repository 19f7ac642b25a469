import { z } from "zod";
import { TAX_DOCUMENT_KINDS } from "../constants";
import { MoneyStringSchema } from "./common";

/** A tax invoice or credit note of an order, as listed with the order (the PDF is downloaded apart). */
export const TaxDocumentSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  number: z.string(),
  issuedAt: z.string(),
  total: MoneyStringSchema,
});
export type TaxDocumentSummary = z.infer<typeof TaxDocumentSummarySchema>;

/** The address of a document's PDF: its order and itself. */
export const TaxDocumentParamsSchema = z.object({ id: z.uuid("Unknown order"), documentId: z.uuid("Unknown document") });
