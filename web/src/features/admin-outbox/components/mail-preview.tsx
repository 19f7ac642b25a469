import { useState } from "react";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { previewDocument } from "../lib/preview-document";
import { textWithLinks } from "../lib/text-links";

interface MailPreviewProps {
  html: string;
  text: string;
}

/**
 * The mail as its recipient sees it. The HTML part runs in a sandboxed frame: no scripts, no access to
 * the back office (an opaque origin), only links, which open in a new tab outside the sandbox.
 */
export function MailPreview({ html, text }: MailPreviewProps) {
  const [plainText, setPlainText] = useState(false);
  return (
    <section className="space-y-3">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-semibold">{plainText ? "Plain-text part" : "As the recipient sees it"}</h3>
        <div className="flex items-center gap-2">
          <Label htmlFor="mail-plain-text">Plain text</Label>
          <Switch id="mail-plain-text" checked={plainText} onCheckedChange={setPlainText} />
        </div>
      </div>
      {plainText ? (
        <pre className="max-h-[60dvh] overflow-auto whitespace-pre-wrap break-words rounded-xl border border-border bg-muted/40 p-4 font-mono text-sm">
          <LinkedText text={text} />
        </pre>
      ) : (
        <iframe
          title="Mail preview"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          srcDoc={previewDocument(html)}
          className="h-[60dvh] min-h-80 w-full rounded-xl border border-border bg-white"
        />
      )}
    </section>
  );
}

/** The text with its web addresses as links that open in a new tab. */
function LinkedText({ text }: { text: string }) {
  return textWithLinks(text).map((part, index) =>
    part.kind === "link" ? (
      <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="break-all text-primary-strong underline">
        {part.href}
      </a>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}
