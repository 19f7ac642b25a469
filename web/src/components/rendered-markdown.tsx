import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/lib/cn";

/** Readable typography for the HTML of a page's Markdown: headings, paragraphs, lists, links, tables. */
const PROSE = cn(
  "max-w-none text-base leading-relaxed text-foreground break-words",
  "[&>*:first-child]:mt-0 [&_p]:mt-4",
  "[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:tracking-tight sm:[&_h2]:text-2xl",
  "[&_h3]:mt-7 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-5 [&_h4]:font-semibold [&_h5]:mt-4 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_li>p]:mt-1 [&_li]:pl-1",
  "[&_a]:font-medium [&_a]:text-primary-strong [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary",
  "[&_strong]:font-semibold [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-soft [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.9em] [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-muted [&_pre]:p-4",
  "[&_hr]:my-8 [&_hr]:border-border [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl",
  "[&_table]:mt-4 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold",
  "[&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
);

/** Follows a link to one of the shop's own pages inside the app, instead of loading the whole site again. */
function useInAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    const href = link?.getAttribute("href");
    if (!href || !href.startsWith("/") || href.startsWith("//") || link?.target) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * HTML the server made from Markdown (markdown-it without raw HTML, unsafe addresses refused): the only
 * HTML the shop inserts as it is. Never pass it anything else.
 */
export function RenderedMarkdown({ html, className }: { html: string; className?: string }) {
  const followLink = useInAppLinks();
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only catches clicks on the links inside, which keep their own keyboard behaviour
    <div className={cn(PROSE, className)} onClick={followLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
