import { Minus, Plus } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Button } from "@/components/ui/button";

interface QuantitySelectorProps {
  value: number;
  /** The stock: plus is disabled once the quantity reaches it. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The page's address with another quantity: given, minus and plus are links to it, so they work without the page's script. */
  hrefFor?: (value: number) => string;
}

/** Quantity from 1 to the stock: minus disabled at 1, plus disabled at the stock. */
export function QuantitySelector({ value, max, onChange, disabled = false, hrefFor }: QuantitySelectorProps) {
  const labelId = useId();
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-semibold">
        Quantity
      </span>
      <div role="group" aria-labelledby={labelId} className="flex items-center rounded-full border border-input bg-card p-1">
        <Step label="Decrease quantity" to={Math.max(1, value - 1)} disabled={disabled || value <= 1} onChange={onChange} hrefFor={hrefFor}>
          <Minus aria-hidden="true" />
        </Step>
        <output aria-live="polite" aria-label="Quantity" className="w-10 text-center text-base font-semibold tabular-nums">
          {value}
        </output>
        <Step label="Increase quantity" to={Math.min(max, value + 1)} disabled={disabled || value >= max} onChange={onChange} hrefFor={hrefFor}>
          <Plus aria-hidden="true" />
        </Step>
      </div>
    </div>
  );
}

interface StepProps {
  label: string;
  to: number;
  disabled: boolean;
  onChange: (value: number) => void;
  hrefFor?: (value: number) => string;
  children: ReactNode;
}

/** Minus or plus: a button, or a link named as one that acts as a button once the page's script runs. */
function Step({ label, to, disabled, onChange, hrefFor, children }: StepProps) {
  if (!hrefFor || disabled) {
    return (
      <Button variant="ghost" size="icon-sm" aria-label={label} disabled={disabled} onClick={() => onChange(to)}>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="ghost" size="icon-sm">
      <a
        href={hrefFor(to)}
        role="button"
        aria-label={label}
        rel="nofollow"
        onClick={(event) => {
          event.preventDefault();
          onChange(to);
        }}
      >
        {children}
      </a>
    </Button>
  );
}
