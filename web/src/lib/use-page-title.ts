import { HOME_META } from "@shared/page-meta";
import { useEffect } from "react";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * Keeps the browser tab's title (and the meta description) right while the shopper moves between
 * pages without reloading. The server already sends both in the HTML of the first page; pass the
 * same text, built with the helpers of `@shared/page-meta`:
 *   usePageTitle(pageTitle("Feeding Bottles"))  ->  "Feeding Bottles | KiddoKart"
 * When the page goes away, the shop's default title and description come back, so a page that sets
 * nothing never shows the previous page's title.
 */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title;
    if (description) descriptionTag().content = description;
    return () => {
      document.title = HOME_META.title;
      descriptionTag().content = HOME_META.description;
    };
  }, [title, description]);
}
