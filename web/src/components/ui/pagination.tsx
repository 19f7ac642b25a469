import { ChevronLeft, ChevronRight } from "lucide-react";
import type { MouseEvent, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { pageRange } from "@/lib/page-range";
import { Button, type ButtonProps } from "./button";

// On a phone the arrows give way, so Previous, five pages and Next fit on one line.
const edgeButton = "h-9 px-2.5 sm:h-10 sm:px-3 [&_svg]:hidden sm:[&_svg]:block";

interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /**
   * The address of each page, for lists whose page is in the URL: the pages are then links, which
   * also work before the app's code has loaded (or without it); a click still calls onPageChange.
   */
  pageHref?: (page: number) => string;
  className?: string;
}

/** Previous, up to five page buttons around the current page, Next. Hidden for a single page. */
export function Pagination({ page, totalPages, onPageChange, pageHref, className }: PaginationProps) {
  if (totalPages <= 1) return null;

  function control(target: number, props: ButtonProps, children: ReactNode) {
    const enabled = target >= 1 && target <= totalPages && target !== page;
    if (!pageHref || !enabled) {
      return (
        <Button {...props} disabled={props.disabled} onClick={() => enabled && onPageChange(target)}>
          {children}
        </Button>
      );
    }
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onPageChange(target);
    };
    return (
      <Button {...props} asChild>
        <a href={pageHref(target)} onClick={follow}>
          {children}
        </a>
      </Button>
    );
  }

  return (
    <nav aria-label="Pagination" className={cn("flex flex-wrap items-center justify-center gap-1 sm:gap-2", className)}>
      {control(
        page - 1,
        { variant: "outline", size: "sm", className: edgeButton, disabled: page <= 1 },
        <>
          <ChevronLeft aria-hidden="true" />
          Previous
        </>,
      )}
      <ul className="flex items-center gap-1 sm:gap-1.5">
        {pageRange(page, totalPages).map((number) => (
          <li key={number}>
            {control(
              number,
              {
                variant: number === page ? "default" : "ghost",
                size: "icon",
                className: "size-9 sm:size-10",
                "aria-label": `Page ${number}`,
                "aria-current": number === page ? "page" : undefined,
              },
              number,
            )}
          </li>
        ))}
      </ul>
      {control(
        page + 1,
        { variant: "outline", size: "sm", className: edgeButton, disabled: page >= totalPages },
        <>
          Next
          <ChevronRight aria-hidden="true" />
        </>,
      )}
    </nav>
  );
}
