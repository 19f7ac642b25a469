const STATS = [
  { value: "50,000+", label: "Happy customers" },
  { value: "2,00,000+", label: "Products sold" },
  { value: "100+", label: "Cities served" },
  { value: "4.8", label: "Average rating", suffix: "★" },
];

/** The shop in four figures, as a list of value and label. */
export function AboutStats() {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4">
      {STATS.map(({ value, label, suffix }) => (
        <li key={label} className="rounded-2xl border border-border bg-card px-4 py-5 text-center shadow-xs sm:py-6">
          <p className="text-2xl font-extrabold tracking-tight text-primary-strong sm:text-4xl">
            {value}
            {suffix ? (
              <span aria-hidden="true" className="ml-1 text-amber-500">
                {suffix}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm font-medium text-muted-foreground">{label}</p>
        </li>
      ))}
    </ul>
  );
}
