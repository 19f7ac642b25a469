import { PRICE_SLIDER } from "@shared/constants";
import { formatWholeRupeesUp } from "@shared/money";
import { useEffect, useRef, useState } from "react";
import { Slider } from "@/components/ui/slider";

interface PriceRangeFilterProps {
  min: number;
  max: number;
  onChange: (range: { minPrice: number; maxPrice: number }) => void;
}

/** Waits this long after the last move before filtering, so a run of key presses is one change. */
const COMMIT_DELAY_MS = 400;

/** 1500 -> "₹1,500": the slider moves in whole rupees. */
const rupees = (amount: number) => formatWholeRupeesUp(amount * 100);

/** The price range: a two-thumb slider from ₹0 to ₹50,000 in steps of ₹100. */
export function PriceRangeFilter({ min, max, onChange }: PriceRangeFilterProps) {
  const [range, setRange] = useState<[number, number]>([min, max]);
  const [shownFor, setShownFor] = useState<[number, number]>([min, max]);
  const [committed, setCommitted] = useState<[number, number] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The URL changed from elsewhere (Clear, the back button): show its range. When it is this slider's own
  // change coming back, the thumbs stay where they are: keys pressed since then must not be undone.
  if (shownFor[0] !== min || shownFor[1] !== max) {
    setShownFor([min, max]);
    if (committed?.[0] === min && committed[1] === max) setCommitted(null);
    else setRange([min, max]);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function commit([minPrice = PRICE_SLIDER.min, maxPrice = PRICE_SLIDER.max]: number[]) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setCommitted([minPrice, maxPrice]);
      onChange({ minPrice, maxPrice });
    }, COMMIT_DELAY_MS);
  }

  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">Price Range</legend>
      <Slider
        min={PRICE_SLIDER.min}
        max={PRICE_SLIDER.max}
        step={PRICE_SLIDER.step}
        value={range}
        onValueChange={(value) => setRange([value[0] ?? PRICE_SLIDER.min, value[1] ?? PRICE_SLIDER.max])}
        onValueCommit={commit}
        thumbLabels={["Minimum price", "Maximum price"]}
        formatValue={(value) => rupees(value)}
      />
      <p className="flex justify-between text-sm text-muted-foreground" aria-hidden="true">
        <span>{rupees(range[0])}</span>
        <span>{rupees(range[1])}</span>
      </p>
    </fieldset>
  );
}
