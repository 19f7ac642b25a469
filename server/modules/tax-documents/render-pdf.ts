import { SHOP_NAME } from "@shared/constants";
import { formatRupees, type Paise } from "@shared/money";
import type { DocumentContent, PartyAddress } from "./document-content";
import { indianDate } from "./financial-year";
import { createPdfCanvas, INK, MARGIN, MUTED, PAGE, type PdfCanvas, WIDTH } from "./pdf-canvas";
import { type DocumentLine, type DocumentTotals, untaxedChargesNote } from "./tax-lines";

export interface RenderableDocument extends DocumentTotals {
  kind: "invoice" | "credit_note";
  number: string;
  issuedAt: Date;
  placeOfSupply: string;
  placeOfSupplyCode: string;
  interState: boolean;
  content: DocumentContent;
  lines: DocumentLine[];
}

const BRAND = "#db2777";
const HALF = WIDTH / 2 - 10;
const FACTS_X = MARGIN + WIDTH / 2 + 10;

const amount = new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const rupees = (paise: Paise) => amount.format(paise / 100);

interface Column {
  title: string;
  width: number;
  align: "left" | "right";
  cell(line: DocumentLine, index: number): string;
}

function columns(interState: boolean): Column[] {
  const tax: Column[] = interState
    ? [{ title: "IGST ₹", width: 92, align: "right", cell: (line) => rupees(line.igstPaise) }]
    : [
        { title: "CGST ₹", width: 46, align: "right", cell: (line) => rupees(line.cgstPaise) },
        { title: "SGST ₹", width: 46, align: "right", cell: (line) => rupees(line.sgstPaise) },
      ];
  return [
    { title: "#", width: 16, align: "left", cell: (_line, index) => String(index + 1) },
    { title: "Description", width: 121, align: "left", cell: (line) => line.description },
    { title: "HSN/SAC", width: 50, align: "left", cell: (line) => line.hsnCode ?? "—" },
    { title: "Qty", width: 26, align: "right", cell: (line) => (line.quantity > 0 ? String(line.quantity) : "—") },
    { title: "Unit price ₹", width: 56, align: "right", cell: (line) => (line.quantity > 0 ? rupees(line.unitPricePaise) : "—") },
    { title: "Taxable value ₹", width: 60, align: "right", cell: (line) => rupees(line.taxablePaise) },
    { title: "GST rate", width: 32, align: "right", cell: (line) => `${line.gstRate}%` },
    ...tax,
    { title: "Total ₹", width: 62, align: "right", cell: (line) => rupees(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise) },
  ];
}

/** The shop, the kind of document, who issues it and its facts (number, date, order, place of supply); answers where it ends. */
function drawHeading(canvas: PdfCanvas, document: RenderableDocument): number {
  const { text, rule } = canvas;
  const { content } = document;
  const isInvoice = document.kind === "invoice";
  text(SHOP_NAME, MARGIN, MARGIN, { font: "bold", size: 22, color: BRAND });
  text(content.title, MARGIN, MARGIN + 4, { font: "bold", size: 16, width: WIDTH, align: "right" });
  text(isInvoice ? "Original for recipient" : "Issued against a tax invoice", MARGIN, MARGIN + 24, { size: 8, color: MUTED, width: WIDTH, align: "right" });
  let y = MARGIN + 44;
  rule(y);
  y += 8;

  text(content.seller.legalName, MARGIN, y, { font: "bold", size: 10, width: HALF });
  text(content.seller.address, MARGIN, canvas.y + 2, { width: HALF });
  text(`GSTIN: ${content.seller.gstin}`, MARGIN, canvas.y + 2, { font: "bold", width: HALF });
  const sellerBottom = text(`State: ${content.seller.state} (code ${content.seller.stateCode})`, MARGIN, canvas.y + 2, { width: HALF });

  const facts: Array<[string, string]> = [
    [isInvoice ? "Invoice number" : "Credit note number", document.number],
    [isInvoice ? "Invoice date" : "Credit note date", indianDate(document.issuedAt)],
    ...(content.invoice ? ([["Against invoice", `${content.invoice.number} dated ${indianDate(new Date(content.invoice.issuedAt))}`]] as Array<[string, string]>) : []),
    ["Order", `${content.order.number} of ${indianDate(new Date(content.order.placedAt))}`],
    ["Place of supply", `${document.placeOfSupply} (code ${document.placeOfSupplyCode})`],
    ["Tax payable on reverse charge", "No"],
  ];
  let factsY = y;
  for (const [label, value] of facts) {
    text(`${label}:`, FACTS_X, factsY, { color: MUTED, width: 110 });
    factsY = text(value, FACTS_X + 112, factsY, { font: "bold", width: HALF - 112 }) + 2;
  }
  y = Math.max(sellerBottom, factsY) + 10;
  rule(y);
  return y + 8;
}

/** Billed to and shipped to, side by side. */
function drawParties(canvas: PdfCanvas, content: RenderableDocument["content"], y: number): number {
  const { text } = canvas;
  const partyBlock = (title: string, party: PartyAddress, x: number) => {
    text(title, x, y, { font: "bold", size: 8, color: MUTED, width: HALF });
    text(party.name, x, canvas.y + 2, { font: "bold", width: HALF });
    text(party.address, x, canvas.y + 1, { width: HALF });
    return text(`State: ${party.state} (code ${party.stateCode})`, x, canvas.y + 1, { width: HALF });
  };
  return Math.max(partyBlock("BILLED TO", content.recipient, MARGIN), partyBlock("SHIPPED TO (delivery address)", content.delivery, FACTS_X)) + 12;
}

/** The lines, the table's header again on every new page. */
function drawLines(canvas: PdfCanvas, document: RenderableDocument, start: number): number {
  const { text, rule, heightOf } = canvas;
  const table = columns(document.interState);
  let y = start;
  const drawHeader = () => {
    canvas.pdf.rect(MARGIN, y, WIDTH, 20).fill("#f3f4f6");
    let x = MARGIN;
    for (const column of table) {
      text(column.title, x + 2, y + 3, { font: "bold", size: 7, width: column.width - 4, align: column.align });
      x += column.width;
    }
    y += 22;
  };
  drawHeader();
  document.lines.forEach((line, index) => {
    const cells = table.map((column) => column.cell(line, index));
    const height = Math.max(...table.map((column, at) => heightOf(cells[at]!, column.width - 4, 8))) + 6;
    if (y + height > PAGE.height - MARGIN - 40) {
      canvas.pdf.addPage();
      y = MARGIN;
      drawHeader();
    }
    let x = MARGIN;
    table.forEach((column, at) => {
      text(cells[at]!, x + 2, y + 3, { size: 8, width: column.width - 4, align: column.align });
      x += column.width;
    });
    y += height;
    rule(y);
  });
  return y;
}

/** Totals, the amount in words, the notes and the signature. */
function drawClosing(canvas: PdfCanvas, document: RenderableDocument, start: number): void {
  const { text, pdf } = canvas;
  const { content } = document;
  const isInvoice = document.kind === "invoice";
  let y = start;
  if (y + 190 > PAGE.height - MARGIN) {
    pdf.addPage();
    y = MARGIN;
  }
  y += 8;
  const totals: Array<[string, Paise, boolean]> = [
    ["Taxable value", document.taxablePaise, false],
    ...(document.interState
      ? ([["IGST", document.igstPaise, false]] as Array<[string, Paise, boolean]>)
      : ([
          ["CGST", document.cgstPaise, false],
          ["SGST", document.sgstPaise, false],
        ] as Array<[string, Paise, boolean]>)),
    [isInvoice ? "Invoice total" : "Credit note total", document.totalPaise, true],
  ];
  const totalsX = MARGIN + WIDTH - 220;
  for (const [label, value, strong] of totals) {
    text(label, totalsX, y, { font: strong ? "bold" : "regular", size: strong ? 11 : 9, width: 110 });
    y = text(formatRupees(value), totalsX + 110, y, { font: strong ? "bold" : "regular", size: strong ? 11 : 9, width: 110, align: "right" }) + 3;
  }
  y += 6;
  text("Total in words:", MARGIN, y, { color: MUTED });
  y = text(content.amountInWords, MARGIN + 80, y, { font: "bold", width: WIDTH - 80 }) + 6;
  const notes = [
    content.pricesIncludeGst ? "Prices on the order included GST; the taxable value is the price less the tax." : "GST at each item's rate was added to its price.",
    ...[untaxedChargesNote(document.lines)].filter((note) => note !== null),
    ...(content.reason ? [`Reason for the credit note: ${content.reason}`] : []),
  ];
  for (const note of notes) y = text(note, MARGIN, y, { size: 8, color: MUTED, width: WIDTH }) + 2;

  y = Math.max(y + 30, canvas.y + 30);
  text(`For ${content.seller.legalName}`, MARGIN + WIDTH - 220, y, { font: "bold", width: 220, align: "right" });
  pdf
    .moveTo(MARGIN + WIDTH - 160, y + 46)
    .lineTo(MARGIN + WIDTH, y + 46)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  text("Authorised signatory", MARGIN + WIDTH - 220, y + 50, { width: 220, align: "right" });
  text("This is a computer-generated document.", MARGIN, y + 50, { size: 7, color: MUTED, width: 200 });
}

/** The document as an A4 PDF, from what was stored when it was issued (never from live data). */
export function renderTaxDocumentPdf(document: RenderableDocument): Promise<Buffer> {
  const canvas = createPdfCanvas({ title: `${document.content.title} ${document.number}`, author: document.content.seller.legalName, creator: SHOP_NAME });
  const partiesAt = drawHeading(canvas, document);
  const linesAt = drawParties(canvas, document.content, partiesAt);
  drawClosing(canvas, document, drawLines(canvas, document, linesAt));
  return canvas.end();
}
