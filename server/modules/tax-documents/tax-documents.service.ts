import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { createWorkLimiter, type WorkLimiter } from "../../work-limiter";
import { enforceRateLimit } from "../rate-limits/rate-limit";
import { contentOf } from "./document-content";
import { documentFileName } from "./document-number";
import { renderTaxDocumentPdf } from "./render-pdf";
import * as repo from "./tax-documents.repo";

export interface TaxDocumentsDeps {
  /** PDFs rendered at once, and how many may wait (rendering takes tens of milliseconds of CPU). */
  renderLimiter?: WorkLimiter;
  /** Downloads one person may ask for per window; the next gets 429 with Retry-After. */
  downloadLimit?: { perWindow: number; windowSeconds: number };
}

export interface TaxDocumentFile {
  fileName: string;
  pdf: Buffer;
}

/** Tax invoices and credit notes, rendered as PDF on request from what was stored when they were issued. */
export function createTaxDocumentsService(db: Database, deps: TaxDocumentsDeps = {}) {
  const limiter = deps.renderLimiter ?? createWorkLimiter({ concurrency: 2, queueLength: 16, maxWaitMs: 10_000 });
  const { perWindow, windowSeconds } = deps.downloadLimit ?? { perWindow: 30, windowSeconds: 600 };

  async function render(userId: string, orderId: string, documentId: string, mayRead: (ownerId: string | null) => boolean): Promise<TaxDocumentFile> {
    await enforceRateLimit(db, `tax-document:${userId}`, perWindow, windowSeconds);
    const document = await repo.findDocument(db, documentId);
    if (!document || document.orderId !== orderId) throw notFound("Document");
    const ownerId = await repo.ownerOfOrder(db, orderId);
    if (ownerId === undefined || !mayRead(ownerId)) throw notFound("Document");
    const lines = await repo.linesOfDocument(db, document.id);
    const pdf = await limiter.run(() => renderTaxDocumentPdf({ ...document, content: contentOf(document.content), lines }));
    return { fileName: documentFileName(document.number), pdf };
  }

  return {
    /** A document of one of the customer's own orders; any other is not found. */
    forCustomer(userId: string, orderId: string, documentId: string): Promise<TaxDocumentFile> {
      return render(userId, orderId, documentId, (ownerId) => ownerId === userId);
    },

    /** Any order's document, for the back office. */
    forAdministrator(adminId: string, orderId: string, documentId: string): Promise<TaxDocumentFile> {
      return render(adminId, orderId, documentId, () => true);
    },
  };
}

export type TaxDocumentsService = ReturnType<typeof createTaxDocumentsService>;
