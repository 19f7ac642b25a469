import { Button } from "@/components/ui/button";
import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "../api/get-analytics";

interface PeriodPickerProps {
  value: AnalyticsPeriod;
  onChange: (days: AnalyticsPeriod) => void;
}

/** Last 7, 30 or 90 days. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  return (
    <div role="group" aria-label="Period" className="inline-flex gap-1 rounded-full border border-border bg-card p-1">
      {ANALYTICS_PERIODS.map((days) => (
        <Button key={days} size="sm" variant={days === value ? "default" : "ghost"} aria-pressed={days === value} onClick={() => onChange(days)}>
          {days} days
        </Button>
      ))}
    </div>
  );
}
