import { MAX_PAGE_BUTTONS } from "@shared/constants";

/** How many pages `total` items fill at `pageSize` per page (at least 1, so page 1 always exists). */
export function pageCount(total: number, pageSize: number): number {
  if (!(total > 0) || !(pageSize > 0)) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers a pager shows: at most `maxButtons`, with the current page in the middle where
 * possible (up to 5 page buttons around the current page). 1-based.
 *   pageRange(1, 10) -> [1, 2, 3, 4, 5]    pageRange(6, 10) -> [4, 5, 6, 7, 8]    pageRange(10, 10) -> [6, 7, 8, 9, 10]
 */
export function pageRange(current: number, totalPages: number, maxButtons: number = MAX_PAGE_BUTTONS): number[] {
  const last = Math.max(1, Math.floor(totalPages));
  const count = Math.min(last, Math.max(1, Math.floor(maxButtons)));
  const page = Math.min(Math.max(1, Math.floor(current) || 1), last);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), last - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
