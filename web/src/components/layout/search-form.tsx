import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

interface SearchFormProps {
  className?: string;
  /** Called after a search was started (the mobile menu closes itself). */
  onSearch?: () => void;
}

/** Product search: goes to /products?search={text} with the trimmed text; blank text does nothing. */
export function SearchForm({ className, onSearch }: SearchFormProps) {
  const [text, setText] = useState("");
  const navigate = useNavigate();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(paths.search.href(query));
    onSearch?.();
  }

  return (
    <form role="search" onSubmit={handleSubmit} className={cn("relative w-full", className)}>
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
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
    </form>
  );
}
