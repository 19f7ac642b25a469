import { describe, expect, it } from "vitest";
import { pdfText } from "../../test/pdf-text";
import { type RenderableDocument, renderTaxDocumentPdf } from "./render-pdf";

// Names with conjuncts and vowel signs after or above the letter, which a PDF's text keeps in reading order.
// (A vowel sign drawn before its letter, as in प्रिया, is read back in drawing order, so it is left out.)
const names = {
  Devanagari: "श्रीमती अनुष्का गुप्ता",
  Tamil: "ஸ்ரீநிவாசன் கார்த்திக்",
  Bengali: "শ্রীমতী অনুষ্কা গুপ্তা",
  Gujarati: "શ્રીમતી અનુષ્કા ગુપ્તા",
};

function invoiceFor(name: string, productName = "Cotton baby wipes"): RenderableDocument {
  const party = { name, address: "12, MG Road, Jaipur 302001", state: "Rajasthan", stateCode: "08" };
  return {
    kind: "invoice",
    number: "KK/26-27/000001",
    issuedAt: new Date("2026-06-01T10:00:00Z"),
    placeOfSupply: "Rajasthan",
    placeOfSupplyCode: "08",
    interState: false,
    taxablePaise: 100_000,
    cgstPaise: 9_000,
    sgstPaise: 9_000,
    igstPaise: 0,
    totalPaise: 118_000,
    content: {
      title: "Tax Invoice",
      prefix: "KK",
      seller: { legalName: "KiddoKart Retail", address: "1, Station Road, Jaipur", state: "Rajasthan", stateCode: "08", gstin: "08ABCDE1234F1Z5" },
      recipient: party,
      delivery: party,
      order: { number: "KK-1001", placedAt: "2026-06-01T09:00:00Z" },
      pricesIncludeGst: false,
      amountInWords: "Rupees One Thousand One Hundred Eighty Only",
    },
    lines: [
      { position: 1, description: productName, hsnCode: "9619", quantity: 1, unitPricePaise: 100_000, taxablePaise: 100_000, gstRate: 18, cgstPaise: 9_000, sgstPaise: 9_000, igstPaise: 0, isShipping: false },
    ],
  };
}

/**
 * The document's text without spaces or line ends: pdf.js cuts a line into pieces where a glyph's position
 * jumps (a conjunct narrowed by the font, a change of font), and the reader joins the pieces with spaces.
 */
const lettersOf = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s+/g, "");
const squeezed = (name: string) => name.replace(/\s+/g, "");

describe("tax documents in Indian scripts", () => {
  it.each(Object.entries(names))("prints a %s name on the invoice, in the bold name and the plain table", async (_script, name) => {
    const letters = await lettersOf(await renderTaxDocumentPdf(invoiceFor(name, name)));
    // Billed to, shipped to, and the product line.
    expect(letters.split(squeezed(name)).length - 1).toBe(3);
  });

  it("prints a name that mixes Latin letters with an Indian script, and the rupee sign beside them", async () => {
    const letters = await lettersOf(await renderTaxDocumentPdf(invoiceFor("Anushka श्रीवास्तव (Mrs)")));
    expect(letters).toContain(squeezed("Anushka श्रीवास्तव (Mrs)"));
    expect(letters).toContain("₹1,180.00");
  });

  it("embeds only the letters used, not whole fonts", async () => {
    const pdf = await renderTaxDocumentPdf(invoiceFor(Object.values(names).join(" ")));
    expect(pdf.length).toBeLessThan(120_000);
  });
});
