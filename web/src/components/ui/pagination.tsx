import { ChevronLeft, ChevronRight } from "lucide-react";
import { cn } from "@/lib/cn";
import { pageRange } from "@/lib/page-range";
import { Button } from "./button";

// On a phone the arrows give way, so Previous, five pages and Next fit on one line.
const edgeButton = "h-9 px-2.5 sm:h-10 sm:px-3 [&_svg]:hidden sm:[&_svg]:block";

interface PaginationProps {
  /** 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** Previous, up to five page buttons around the current page, Next. Hidden for a single page. */
export function Pagination({ page, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Pagination" className={cn("flex flex-wrap items-center justify-center gap-1 sm:gap-2", className)}>
      <Button variant="outline" size="sm" className={edgeButton} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <ul className="flex items-center gap-1 sm:gap-1.5">
        {pageRange(page, totalPages).map((number) => (
          <li key={number}>
            <Button
              variant={number === page ? "default" : "ghost"}
              size="icon"
              className="size-9 sm:size-10"
              aria-label={`Page ${number}`}
              aria-current={number === page ? "page" : undefined}
              onClick={() => number !== page && onPageChange(number)}
            >
              {number}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className={edgeButton} disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
