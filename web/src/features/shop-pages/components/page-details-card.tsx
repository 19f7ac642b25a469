import type { ShopPageDetails } from "@shared/schemas/shop-pages";
import { Clock } from "lucide-react";
import { Link } from "react-router";

const linkClass = "font-medium text-primary-strong underline underline-offset-2 hover:text-primary break-words";

function DetailValue({ value, href }: { value: string; href?: string }) {
  if (!href) return <>{value}</>;
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={linkClass}>
        {value}
      </Link>
    );
  }
  return (
    <a href={href} className={linkClass}>
      {value}
    </a>
  );
}

/** The facts a page takes from the shop's settings (grievance officer, seller), above its own text. */
export function PageDetailsCard({ details }: { details: ShopPageDetails }) {
  return (
    <section aria-labelledby="page-details-title" className="rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="page-details-title" className="text-lg font-bold tracking-tight">
        {details.title}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[minmax(9rem,auto)_1fr]">
        {details.entries.map(({ label, value, href }) => (
          <div key={label} className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium text-foreground">
              <DetailValue value={value} href={href} />
            </dd>
          </div>
        ))}
      </dl>
      {details.note ? (
        <p className="mt-5 flex gap-2.5 rounded-xl bg-accent px-3.5 py-3 text-sm font-medium text-accent-foreground">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {details.note}
        </p>
      ) : null}
    </section>
  );
}
