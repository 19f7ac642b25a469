import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

interface StarRatingProps {
  /** 0-5; stars are filled up to its floor. */
  rating: number;
  className?: string;
  starClassName?: string;
}

/** Five stars, read out as "Rated 4.3 out of 5". */
export function StarRating({ rating, className, starClassName }: StarRatingProps) {
  const filled = Math.max(0, Math.min(5, Math.floor(rating)));
  const shown = Math.round(rating * 10) / 10;
  return (
    <span role="img" aria-label={`Rated ${shown} out of 5`} className={cn("inline-flex items-center gap-0.5", className)}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cn("size-3.5", index < filled ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-300", starClassName)}
        />
      ))}
    </span>
  );
}
