import { describe, expect, it } from "vitest";
import { isSafeAddress, renderMarkdown } from "./render-markdown";

describe("renderMarkdown", () => {
  it("makes headings, lists, emphasis, links and tables, with no heading as high as the page's title", () => {
    const html = renderMarkdown("# Returns\n\nWithin **30 days**:\n\n- unused\n- sealed\n\n[Contact us](/contact)\n\n| Order | Fee |\n|---|---|\n| ₹999+ | free |\n");
    expect(html).toContain("<h2>Returns</h2>");
    expect(html).toContain("<strong>30 days</strong>");
    expect(html).toContain("<li>unused</li>");
    expect(html).toContain('<a href="/contact">Contact us</a>');
    expect(html).toContain("<td>₹999+</td>");
    expect(html).not.toContain("<h1");
    expect(renderMarkdown("## Section\n\n### Question")).toBe("<h2>Section</h2>\n<h3>Question</h3>\n");
  });

  it("shows HTML written into the text as text: a script, an image with onerror, an iframe", () => {
    const html = renderMarkdown('Hello <script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n<iframe src="https://evil.invalid"></iframe>');
    expect(html).not.toMatch(/<script|<img|<iframe/i);
    expect(html).toContain("&lt;script&gt;window.pwned = 1&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;window.pwned = 2&quot;&gt;");
    // The words stay, as text: no tag carries them.
    expect(html).not.toMatch(/<[^>]*onerror/i);
  });

  it("leaves links and images to javascript:, vbscript: and data: addresses as plain text", () => {
    for (const address of ["javascript:alert(1)", "JavaScript:alert(1)", " javascript:alert(1)", "java&#x73;cript:alert(1)", "vbscript:msgbox", "data:text/html;base64,PHNjcmlwdD4=", "data:image/png;base64,AAAA", "file:///etc/passwd"]) {
      const html = renderMarkdown(`[click](${address}) ![pic](${address}) <${address}>`);
      expect(html, address).not.toMatch(/<a |<img /);
    }
  });

  it("keeps web, e-mail, phone and the shop's own addresses, and tells other sites nothing of the page", () => {
    const html = renderMarkdown("[Web](https://www.example.invalid) [Mail](mailto:care@kiddokart.in) [Call](tel:+911414005060) [FAQs](/pages/faqs) [Top](#top) ![Logo](/logo.svg)");
    expect(html).toContain('<a href="https://www.example.invalid" rel="noopener noreferrer">Web</a>');
    expect(html).toContain('<a href="mailto:care@kiddokart.in">Mail</a>');
    expect(html).toContain('<a href="tel:+911414005060">Call</a>');
    expect(html).toContain('<a href="/pages/faqs">FAQs</a>');
    expect(html).toContain('<a href="#top">Top</a>');
    expect(html).toContain('<img src="/logo.svg" alt="Logo" loading="lazy">');
  });

  it("does not turn bare addresses into links, and escapes quotes that would end an attribute", () => {
    expect(renderMarkdown("www.example.invalid and https://example.invalid")).not.toContain("<a ");
    expect(renderMarkdown('[x](/a" onmouseover="alert(1))')).not.toMatch(/<a [^>]*onmouseover/);
    expect(renderMarkdown('[x](/a "t\\" onclick=\\"alert(1)")')).toBe('<p><a href="/a" title="t&quot; onclick=&quot;alert(1)">x</a></p>\n');
  });
});

describe("isSafeAddress", () => {
  it.each([
    ["https://kiddokart.invalid", true],
    ["/pages/faqs", true],
    ["#top", true],
    ["faqs", true],
    ["mailto:a@b.in", true],
    ["tel:+91", true],
    ["javascript:alert(1)", false],
    ["data:image/png;base64,AA", false],
    ["ftp://files.invalid", false],
  ])("%s → %s", (address, safe) => expect(isSafeAddress(address)).toBe(safe));
});
