import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { SHOP_NAME } from "@shared/constants";
import { formatRupees, type Paise } from "@shared/money";
import type { DocumentContent, PartyAddress } from "./document-content";
import { indianDate } from "./financial-year";
import { type DocumentLine, type DocumentTotals, untaxedChargesNote } from "./tax-lines";

/**
 * DejaVu Sans (from npm) has the rupee sign, which the PDF standard fonts lack. Its files are read once,
 * at the first document, rather than by every render (pdfkit reads a font given as a path synchronously).
 */
const resolve = createRequire(import.meta.url).resolve;
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const fontFiles = () =>
  (fonts ??= { regular: readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")), bold: readFileSync(resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")) });

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

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * MARGIN;
const INK = "#1f2937";
const MUTED = "#6b7280";
const RULE = "#d1d5db";
const BRAND = "#db2777";

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

/** The document as an A4 PDF, from what was stored when it was issued (never from live data). */
export function renderTaxDocumentPdf(document: RenderableDocument): Promise<Buffer> {
  const { content } = document;
  const isInvoice = document.kind === "invoice";
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${content.title} ${document.number}`, Author: content.seller.legalName, Creator: SHOP_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolvePdf, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolvePdf(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.registerFont("regular", fontFiles().regular);
  pdf.registerFont("bold", fontFiles().bold);

  const text = (value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { font?: "regular" | "bold"; size?: number; color?: string } = {}) => {
    const { font = "regular", size = 9, color = INK, ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(color).text(value, x, y, { lineBreak: true, ...rest });
    return pdf.y;
  };
  const rule = (y: number) => pdf.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();

  // Heading: the shop, the kind of document, and who issues it.
  text(SHOP_NAME, MARGIN, MARGIN, { font: "bold", size: 22, color: BRAND });
  text(content.title, MARGIN, MARGIN + 4, { font: "bold", size: 16, width: WIDTH, align: "right" });
  text(isInvoice ? "Original for recipient" : "Issued against a tax invoice", MARGIN, MARGIN + 24, { size: 8, color: MUTED, width: WIDTH, align: "right" });
  let y = MARGIN + 44;
  rule(y);
  y += 8;

  const half = WIDTH / 2 - 10;
  text(content.seller.legalName, MARGIN, y, { font: "bold", size: 10, width: half });
  text(content.seller.address, MARGIN, pdf.y + 2, { width: half });
  text(`GSTIN: ${content.seller.gstin}`, MARGIN, pdf.y + 2, { font: "bold", width: half });
  const sellerBottom = text(`State: ${content.seller.state} (code ${content.seller.stateCode})`, MARGIN, pdf.y + 2, { width: half });

  const facts: Array<[string, string]> = [
    [isInvoice ? "Invoice number" : "Credit note number", document.number],
    [isInvoice ? "Invoice date" : "Credit note date", indianDate(document.issuedAt)],
    ...(content.invoice ? ([["Against invoice", `${content.invoice.number} dated ${indianDate(new Date(content.invoice.issuedAt))}`]] as Array<[string, string]>) : []),
    ["Order", `${content.order.number} of ${indianDate(new Date(content.order.placedAt))}`],
    ["Place of supply", `${document.placeOfSupply} (code ${document.placeOfSupplyCode})`],
    ["Tax payable on reverse charge", "No"],
  ];
  let factsY = y;
  const factsX = MARGIN + WIDTH / 2 + 10;
  for (const [label, value] of facts) {
    text(`${label}:`, factsX, factsY, { color: MUTED, width: 110 });
    factsY = text(value, factsX + 112, factsY, { font: "bold", width: half - 112 }) + 2;
  }
  y = Math.max(sellerBottom, factsY) + 10;
  rule(y);
  y += 8;

  const partyBlock = (title: string, party: PartyAddress, x: number) => {
    text(title, x, y, { font: "bold", size: 8, color: MUTED, width: half });
    text(party.name, x, pdf.y + 2, { font: "bold", width: half });
    text(party.address, x, pdf.y + 1, { width: half });
    return text(`State: ${party.state} (code ${party.stateCode})`, x, pdf.y + 1, { width: half });
  };
  y = Math.max(partyBlock("BILLED TO", content.recipient, MARGIN), partyBlock("SHIPPED TO (delivery address)", content.delivery, factsX)) + 12;

  // The lines.
  const table = columns(document.interState);
  const drawHeader = () => {
    pdf.rect(MARGIN, y, WIDTH, 20).fill("#f3f4f6");
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
    const height = Math.max(...table.map((column, at) => pdf.font("regular").fontSize(8).heightOfString(cells[at]!, { width: column.width - 4 }))) + 6;
    if (y + height > PAGE.height - MARGIN - 40) {
      pdf.addPage();
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

  // Totals, the amount in words, and the signature.
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

  y = Math.max(y + 30, pdf.y + 30);
  text(`For ${content.seller.legalName}`, MARGIN + WIDTH - 220, y, { font: "bold", width: 220, align: "right" });
  pdf
    .moveTo(MARGIN + WIDTH - 160, y + 46)
    .lineTo(MARGIN + WIDTH, y + 46)
    .lineWidth(0.5)
    .strokeColor(INK)
    .stroke();
  text("Authorised signatory", MARGIN + WIDTH - 220, y + 50, { width: 220, align: "right" });
  text("This is a computer-generated document.", MARGIN, y + 50, { size: 7, color: MUTED, width: 200 });

  pdf.end();
  return done;
}
