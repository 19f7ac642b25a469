import { Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { filledStars, roundRating } from "../lib/rating";

interface StarRatingProps {
  /** 0-5; rounded as every screen rounds it (see ../lib/rating.ts). */
  rating: number;
  className?: string;
  starClassName?: string;
}

const FILLED = "fill-amber-400 text-amber-400";
const EMPTY = "fill-slate-200 text-slate-300";

/** Five stars, filled to the nearest half, read out as "Rated 4.3 out of 5". */
export function StarRating({ rating, className, starClassName }: StarRatingProps) {
  const filled = filledStars(rating);
  return (
    <span role="img" aria-label={`Rated ${roundRating(rating)} out of 5`} className={cn("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, index) => {
        const half = filled === index + 0.5;
        return (
          <span key={index} className="relative inline-flex" data-star={index < filled ? (half ? "half" : "full") : "empty"}>
            <Star aria-hidden="true" className={cn("size-3.5", index + 1 <= filled ? FILLED : EMPTY, starClassName)} />
            {half ? (
              <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
                <Star aria-hidden="true" className={cn("size-3.5", FILLED, starClassName)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
