import PDFDocument from "pdfkit";
import { fontFiles, scriptRuns } from "./script-fonts";

export const MARGIN = 40;
export const PAGE = { width: 595.28, height: 841.89 };
export const WIDTH = PAGE.width - 2 * MARGIN;
export const INK = "#1f2937";
export const MUTED = "#6b7280";
const RULE = "#d1d5db";

export type TextOptions = PDFKit.Mixins.TextOptions & { font?: "regular" | "bold"; size?: number; color?: string };

/**
 * An A4 page to draw a document on, with text in every script a name or address may hold (each run in
 * the font that covers it), and the finished PDF's bytes once it ends.
 */
export function createPdfCanvas(info: { title: string; author: string; creator: string }) {
  const pdf = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: info.title, Author: info.author, Creator: info.creator } });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolvePdf, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolvePdf(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  for (const [key, file] of fontFiles()) pdf.registerFont(key, file);

  return {
    pdf,
    /** Writes text in as many fonts as it has scripts; the Indian scripts' fonts have one weight, so bold is drawn with an outline. Answers where it ends. */
    text(value: string, x: number, y: number, options: TextOptions = {}): number {
      const { font = "regular", size = 9, color = INK, ...rest } = options;
      const runs = scriptRuns(value);
      runs.forEach((run, index) => {
        const outlined = font === "bold" && run.script !== null;
        pdf
          .font(run.script ?? font)
          .fontSize(size)
          .fillColor(color)
          .strokeColor(color)
          .lineWidth(size * 0.03);
        const runOptions = { lineBreak: true, ...rest, continued: index < runs.length - 1, fill: true, stroke: outlined };
        if (index === 0) pdf.text(run.text, x, y, runOptions);
        else pdf.text(run.text, runOptions);
      });
      return pdf.y;
    },
    /** The height text takes in a column, measured in the tallest of the fonts it needs. */
    heightOf(value: string, width: number, size: number): number {
      return Math.max(...scriptRuns(value).map((run) => pdf.font(run.script ?? "regular").fontSize(size).heightOfString(value, { width })));
    },
    rule(y: number): void {
      pdf.moveTo(MARGIN, y).lineTo(MARGIN + WIDTH, y).lineWidth(0.5).strokeColor(RULE).stroke();
    },
    /** Where the last text ended. */
    get y(): number {
      return pdf.y;
    },
    end(): Promise<Buffer> {
      pdf.end();
      return finished;
    },
  };
}

export type PdfCanvas = ReturnType<typeof createPdfCanvas>;
