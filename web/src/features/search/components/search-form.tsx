import { Search } from "lucide-react";
import { type ComponentType, type FormEvent, lazy, Suspense, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import type { SearchSuggestionsProps, SuggestionsHandle, SuggestionsPopupState } from "./search-suggestions";
import { cn } from "@/lib/cn";
import { keepTypedValue } from "@/lib/typed-before-hydration";

// The suggestions (their code and their data) load the first time the shopper turns to the box; the
// header is on every page. Should their code fail to load, the box still searches.
const SearchSuggestions = lazy(async (): Promise<{ default: ComponentType<SearchSuggestionsProps> }> => {
  try {
    return { default: (await import("./search-suggestions")).SearchSuggestions };
  } catch {
    return { default: () => null };
  }
});

export interface SearchFormProps {
  className?: string;
  /** Called after a search was started or a suggestion chosen (the mobile menu closes itself). */
  onSearch?: () => void;
}

/**
 * Product search: goes to /products?search={text} with the trimmed text; blank text does nothing. As the
 * shopper types, suggestions of products, brands and categories lead straight to their pages.
 */
export function SearchForm({ className, onSearch }: SearchFormProps) {
  const [text, setText] = useState("");
  const [suggesting, setSuggesting] = useState(false);
  const [popup, setPopup] = useState<SuggestionsPopupState>({ expanded: false });
  const suggestions = useRef<SuggestionsHandle>(null);
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();

  function go(href: string) {
    navigate(href);
    onSearch?.();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    go(paths.search.href(query));
  }

  return (
    // A plain GET form underneath: before the app's code has loaded (or without it) the browser itself goes to /products?search=….
    <form role="search" method="get" action={paths.products.href()} onSubmit={handleSubmit} className={cn("relative w-full", className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={popup.expanded}
        aria-controls={popup.expanded ? listboxId : undefined}
        aria-activedescendant={popup.activeId}
        value={text}
        ref={keepTypedValue(text, setText)}
        onChange={(event) => {
          setText(event.target.value);
          setSuggesting(true);
        }}
        onFocus={() => {
          setSuggesting(true);
          suggestions.current?.onFocus();
        }}
        onBlur={() => suggestions.current?.onBlur()}
        onKeyDown={(event) => suggestions.current?.onKeyDown(event)}
        placeholder="Search for baby products, brands..."
        autoComplete="off"
        enterKeyHint="search"
        className={cn(
          "h-10 w-full rounded-full border border-input bg-muted/60 pl-4 pr-12 text-base text-foreground transition-colors sm:text-sm",
          "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:bg-card focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30",
          "[&::-webkit-search-cancel-button]:hidden",
        )}
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1 flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground transition-colors hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
      {suggesting ? (
        <Suspense fallback={null}>
          <SearchSuggestions ref={suggestions} text={text} listboxId={listboxId} onPopupChange={setPopup} onChoose={go} onClear={() => setText("")} />
        </Suspense>
      ) : null}
    </form>
  );
}
