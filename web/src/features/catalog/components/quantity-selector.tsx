import { Minus, Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

interface QuantitySelectorProps {
  value: number;
  /** The stock: plus is disabled once the quantity reaches it. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Quantity from 1 to the stock: minus disabled at 1, plus disabled at the stock. */
export function QuantitySelector({ value, max, onChange, disabled = false }: QuantitySelectorProps) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-semibold">
        Quantity
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center rounded-full border border-input bg-card p-1">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Decrease quantity"
          disabled={disabled || value <= 1}
          onClick={() => onChange(Math.max(1, value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <output aria-live="polite" aria-label="Quantity" className="w-10 text-center text-base font-semibold tabular-nums">
          {value}
        </output>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
