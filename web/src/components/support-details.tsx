import { SUPPORT } from "@shared/constants";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

const telHref = `tel:${SUPPORT.phone.replace(/\s+/g, "")}`;

interface SupportDetailsProps {
  /** Also show the Jaipur address. */
  withAddress?: boolean;
  className?: string;
}

/** How to reach the shop's support team: phone, e-mail, hours (and the address). */
export function SupportDetails({ withAddress = false, className }: SupportDetailsProps) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      <Detail icon={<Phone aria-hidden="true" />} term="Call us">
        <a href={telHref} className="font-semibold text-foreground hover:text-primary-strong hover:underline">
          {SUPPORT.phone}
        </a>
      </Detail>
      <Detail icon={<Mail aria-hidden="true" />} term="Email us">
        <a href={`mailto:${SUPPORT.email}`} className="break-all font-semibold text-foreground hover:text-primary-strong hover:underline">
          {SUPPORT.email}
        </a>
      </Detail>
      <Detail icon={<Clock aria-hidden="true" />} term="Support hours">
        {SUPPORT.hours.map((line) => (
          <span key={line} className="block text-foreground">
            {line}
          </span>
        ))}
      </Detail>
      {withAddress ? (
        <Detail icon={<MapPin aria-hidden="true" />} term="Visit us">
          <address className="not-italic text-foreground">{SUPPORT.address}</address>
        </Detail>
      ) : null}
    </ul>
  );
}

function Detail({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong [&_svg]:size-5">{icon}</span>
      <div className="min-w-0 text-sm">
        <p className="text-muted-foreground">{term}</p>
        <div className="mt-0.5">{children}</div>
      </div>
    </li>
  );
}
