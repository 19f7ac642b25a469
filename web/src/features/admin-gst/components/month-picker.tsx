import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { monthLabel, monthsUpTo } from "../lib/months";

/** Months the picker offers, the current one included. */
const MONTHS_OFFERED = 24;

interface MonthPickerProps {
  value: string;
  /** The current month in India: the newest the picker offers. */
  latest: string;
  onChange: (month: string) => void;
}

/** The month of the summary, newest first; a month asked for in the address but older than the list is kept in it. */
export function MonthPicker({ value, latest, onChange }: MonthPickerProps) {
  const months = monthsUpTo(latest, MONTHS_OFFERED);
  const options = months.includes(value) ? months : [...months, value].sort().reverse();
  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <Label htmlFor="gst-month">Month</Label>
      <NativeSelect id="gst-month" className="min-w-0 flex-1 sm:w-48 sm:flex-none" value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((month) => (
          <option key={month} value={month}>
            {monthLabel(month)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
