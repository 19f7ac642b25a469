import { Star } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

interface StarPickerProps {
  name: string;
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  errorId?: string;
}

/** Five stars as a radio group: arrow keys move between them, each is read out as "n stars". */
export function StarPicker({ name, value, onChange, error, errorId }: StarPickerProps) {
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">Your rating</legend>
      <div className="mt-2 flex gap-1" onMouseLeave={() => setHovered(0)}>
        {[1, 2, 3, 4, 5].map((rating) => (
          <label
            key={rating}
            className="relative cursor-pointer rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            onMouseEnter={() => setHovered(rating)}
          >
            <Star aria-hidden="true" className={cn("size-8", rating <= shown ? "fill-amber-400 text-amber-400" : "fill-slate-100 text-slate-300")} />
            <span className="sr-only">{rating === 1 ? "1 star" : `${rating} stars`}</span>
            {/* Invisible but covering the star, so a click or tap on the star is a click on the radio. */}
            <input
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
            />
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
