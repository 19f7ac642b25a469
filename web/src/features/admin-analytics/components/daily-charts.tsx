import { Bar, BarChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatPrice } from "@/lib/format";
import { type DailyPoint, formatCompactRupees } from "../lib/chart-data";

/**
 * Revenue and orders per day, drawn with Recharts. Loaded lazily by the analytics page only, so the
 * charting library stays out of every other chunk. The pictures are hidden from screen readers; the
 * tables beside them carry the same figures, and the charts take no keyboard focus (accessibilityLayer off).
 */
export function RevenueChart({ points }: { points: DailyPoint[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis tickFormatter={formatCompactRupees} tick={{ fontSize: 12 }} width={64} />
          <Tooltip formatter={(value) => [formatPrice(Number(value)), "Revenue"]} />
          <Line type="monotone" dataKey="revenue" stroke="var(--color-primary)" strokeWidth={2} dot={points.length <= 14} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export function OrdersChart({ points }: { points: DailyPoint[] }) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip formatter={(value) => [String(value), "Orders"]} />
          <Bar dataKey="orders" fill="#0284c7" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
