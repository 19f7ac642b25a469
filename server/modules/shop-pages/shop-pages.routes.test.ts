import { SHOP_PAGE_SLUGS } from "@shared/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { shopPages } from "../../db/schema/content";
import { quickCustomer } from "../../test/accounts";
import { createTestApp, type TestContext } from "../../test/test-app";
import { defaultPages, gstAnswer } from "./default-pages";

const DEFAULT_PAGES = defaultPages({ pricesIncludeGst: true });

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({
    GRIEVANCE_OFFICER_NAME: "Meera Iyer",
    GRIEVANCE_OFFICER_DESIGNATION: "Grievance Officer",
    GRIEVANCE_OFFICER_EMAIL: "grievance@tinyfeet.invalid",
    GRIEVANCE_OFFICER_PHONE: "+91 80 4000 1234",
    SELLER_LEGAL_NAME: "Tiny Feet Retail LLP",
    SELLER_ADDRESS: "14, Church Street, Bengaluru 560001",
    SELLER_STATE: "Karnataka",
    SELLER_GSTIN: "29AABCK1234R1Z6",
  });
  admin = (await quickCustomer(ctx.database.db, { isAdmin: true })).cookie;
});
afterAll(() => ctx?.close());

const read = (slug: string) => ctx.app.inject({ url: `/api/pages/${slug}` });
const save = (slug: string, payload: Record<string, unknown>, cookie = admin) => ctx.app.inject({ method: "PUT", url: `/api/admin/pages/${slug}`, headers: { cookie }, payload });
const list = async () => (await ctx.app.inject({ url: "/api/admin/pages", headers: { cookie: admin } })).json().pages as Array<Record<string, unknown>>;

describe("the policy and company pages", () => {
  it("answer 'Do prices include GST?' plainly, as the shop's setting makes it true", async () => {
    const faqs = (await read("faqs")).json();
    expect(faqs.html).toContain("<h3>Do prices include GST?</h3>\n<p><strong>Yes.</strong> Every price you see on KiddoKart includes GST");
    expect(gstAnswer(false)).toMatch(/^\*\*No\.\*\* Prices are shown before GST, with \*\*\+ GST\*\* beside them/);
  });

  it("exist for every slug from the start, with the shop's default texts made into HTML", async () => {
    for (const slug of SHOP_PAGE_SLUGS) {
      const response = await read(slug);
      expect(response.statusCode, slug).toBe(200);
      const page = response.json();
      expect(page).toMatchObject({ slug, title: DEFAULT_PAGES[slug].title, description: DEFAULT_PAGES[slug].description, updatedAt: expect.any(String) });
      expect(page.html).toMatch(/^<(p|h2)>/);
      expect(page.html.length, slug).toBeGreaterThan(500);
    }
    const returns = (await read("returns-and-refunds")).json();
    expect(returns.html).toContain("<strong>30 days of delivery</strong>");
    expect(returns.details).toBeNull();
    expect((await read("shipping-and-delivery")).json().html).toContain("<td>Above ₹999</td>");
  });

  it("answer the shop's 404 for a page it does not have", async () => {
    for (const slug of ["about-us", "RETURNS-AND-REFUNDS", "faqs%2F..", "x".repeat(100)]) {
      const response = await read(slug);
      expect(response.statusCode, slug).toBe(404);
      expect(response.json()).toEqual({ code: "not_found", message: "Page not found" });
    }
  });

  it("show the grievance officer, the promise to answer and the seller's details from the settings above the text", async () => {
    const grievance = (await read("grievance-redressal")).json();
    expect(grievance.details).toEqual({
      title: "Grievance Officer",
      entries: [
        { label: "Name", value: "Meera Iyer" },
        { label: "Designation", value: "Grievance Officer" },
        { label: "E-mail", value: "grievance@tinyfeet.invalid", href: "mailto:grievance@tinyfeet.invalid" },
        { label: "Phone", value: "+91 80 4000 1234", href: "tel:+918040001234" },
      ],
      note: "We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.",
    });
    const seller = (await read("seller-information")).json();
    expect(seller.details.title).toBe("Seller details");
    expect(seller.details.entries).toEqual(
      expect.arrayContaining([
        { label: "Legal name", value: "Tiny Feet Retail LLP" },
        { label: "Registered address", value: "14, Church Street, Bengaluru 560001" },
        { label: "State", value: "Karnataka" },
        { label: "GSTIN", value: "29AABCK1234R1Z6" },
        { label: "Customer care", value: "+91 141 400 5060", href: "tel:+911414005060" },
        { label: "Customer care e-mail", value: "support@kiddokart.in", href: "mailto:support@kiddokart.in" },
      ]),
    );
  });

  it("follow the settings when they change, with the same text", async () => {
    const config = { ...ctx.config, grievanceOfficer: { ...ctx.config.grievanceOfficer, name: "Rohan Das" }, seller: { ...ctx.config.seller, gstin: "29AABCK1234R1Z6", legalName: "Little Steps LLP" } };
    const other = await buildApp({ config, database: ctx.database });
    try {
      const grievance = (await other.inject({ url: "/api/pages/grievance-redressal" })).json();
      expect(grievance.details.entries[0]).toEqual({ label: "Name", value: "Rohan Das" });
      expect(grievance.html).toBe((await read("grievance-redressal")).json().html);
      const seller = (await other.inject({ url: "/api/pages/seller-information" })).json();
      expect(seller.details.entries[0]).toEqual({ label: "Legal name", value: "Little Steps LLP" });
    } finally {
      await other.close();
    }
  });
});

describe("editing a page in the back office", () => {
  it("lists every page with its Markdown, in the footer's order, and says which show details from the settings", async () => {
    const pages = await list();
    expect(pages.map((page) => page.slug)).toEqual([...SHOP_PAGE_SLUGS]);
    expect(pages[0]).toEqual({ slug: "returns-and-refunds", ...DEFAULT_PAGES["returns-and-refunds"], hasDetails: false, updatedAt: expect.any(String) });
    expect(pages.filter((page) => page.hasDetails).map((page) => page.slug)).toEqual(["grievance-redressal", "seller-information"]);
  });

  it("shows the new text on the storefront at once", async () => {
    const before = (await read("faqs")).json();
    const response = await save("faqs", { title: "  Questions & Answers ", description: "What parents ask us most.", body: "## Do you deliver on Sundays?\n\nNo, Monday to *Saturday*." });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().page).toMatchObject({ slug: "faqs", title: "Questions & Answers", description: "What parents ask us most.", body: "## Do you deliver on Sundays?\n\nNo, Monday to *Saturday*." });

    const after = (await read("faqs")).json();
    expect(after).toMatchObject({ title: "Questions & Answers", description: "What parents ask us most.", html: "<h2>Do you deliver on Sundays?</h2>\n<p>No, Monday to <em>Saturday</em>.</p>\n" });
    expect(Date.parse(after.updatedAt)).toBeGreaterThanOrEqual(Date.parse(before.updatedAt));
    expect((await list()).find((page) => page.slug === "faqs")).toMatchObject({ title: "Questions & Answers" });
    const [row] = await ctx.database.db.select({ updatedBy: shopPages.updatedBy }).from(shopPages).where(eq(shopPages.slug, "faqs"));
    expect(row?.updatedBy).toEqual(expect.any(String));
  });

  it("keeps what was written in a page as text: a script, an image with onerror and a javascript: link never run", async () => {
    const body = '<script>window.pwned = true</script>\n\n<img src=x onerror="window.pwned = true">\n\n[Win a prize](javascript:window.pwned=true)';
    expect((await save("cookie-policy", { title: "Cookie Policy", description: "Cookies.", body })).statusCode).toBe(200);
    const { html } = (await read("cookie-policy")).json();
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain("&lt;script&gt;window.pwned = true&lt;/script&gt;");
    expect(html).toContain("onerror=&quot;window.pwned = true&quot;");
  });

  it("refuses a missing or too long title, description or body, naming the field, and changes nothing", async () => {
    const before = (await read("terms-of-use")).json();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: "  ", description: "d", body: "b" }, "title", "Title is required"],
      [{ title: "t".repeat(121), description: "d", body: "b" }, "title", "Title may have at most 120 characters"],
      [{ title: "t", description: "", body: "b" }, "description", "Description is required"],
      [{ title: "t", description: "d".repeat(301), body: "b" }, "description", "Description may have at most 300 characters"],
      [{ title: "t", description: "d", body: "b".repeat(50_001) }, "body", "Body may have at most 50,000 characters"],
      [{ title: "t", description: "d", body: "nul \u0000 here" }, "body", "Must not contain control characters"],
      [{ title: "t", description: "d" }, "body", "Body must be text"],
    ];
    for (const [payload, field, message] of cases) {
      const response = await save("terms-of-use", payload);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid_input", field, message: `${field}: ${message}` });
    }
    expect((await save("terms-of-use", { title: "t", description: "d", body: "b", slug: "faqs" })).statusCode).toBe(400);
    expect((await read("terms-of-use")).json()).toEqual(before);
  });

  it("answers 404 for a page the shop does not have", async () => {
    const response = await save("about-us", { title: "About", description: "About us.", body: "Hello" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "not_found", message: "Page not found" });
  });

  it("previews Markdown exactly as the storefront will show it", async () => {
    const response = await ctx.app.inject({ method: "POST", url: "/api/admin/pages/preview", headers: { cookie: admin }, payload: { body: "# Hi\n\n<script>alert(1)</script>" } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ html: "<h2>Hi</h2>\n<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n" });
  });

  it("is for administrators only", async () => {
    const { cookie } = await quickCustomer(ctx.database.db);
    const payload = { title: "Hacked", description: "Hacked.", body: "Hacked" };
    expect((await ctx.app.inject({ url: "/api/admin/pages" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/admin/pages", headers: { cookie } })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "PUT", url: "/api/admin/pages/faqs", payload })).statusCode).toBe(401);
    expect((await save("faqs", payload, cookie)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: "POST", url: "/api/admin/pages/preview", headers: { cookie }, payload: { body: "x" } })).statusCode).toBe(403);
    expect((await read("faqs")).json().title).not.toBe("Hacked");
  });
});

describe("the default texts at start-up", () => {
  it("put back a page that is missing and never overwrite an edited one", async () => {
    await save("privacy-notice", { title: "Our Privacy Notice", description: "Edited.", body: "Edited." });
    await ctx.database.db.delete(shopPages).where(eq(shopPages.slug, "seller-information"));
    expect((await read("seller-information")).statusCode).toBe(404);

    const restarted = await buildApp({ config: ctx.config, database: ctx.database });
    try {
      await restarted.ready();
      expect((await read("seller-information")).json().title).toBe("Seller Information");
      expect((await read("privacy-notice")).json()).toMatchObject({ title: "Our Privacy Notice", html: "<p>Edited.</p>\n" });
    } finally {
      await restarted.close();
    }
  });
});
