import { Link } from "react-router";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

/** The shop's mark: a smiling baby face on a rose tile. Decorative; the shop name is the link text. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-9 shrink-0", className)}>
      <rect width="32" height="32" rx="9" fill="#e11d48" />
      <circle cx="16" cy="14.5" r="7.5" fill="#fff" />
      <circle cx="13.2" cy="13.8" r="1.3" fill="#be123c" />
      <circle cx="18.8" cy="13.8" r="1.3" fill="#be123c" />
      <path d="M13 17.4c1.7 1.6 4.3 1.6 6 0" fill="none" stroke="#be123c" strokeWidth="1.4" strokeLinecap="round" />
      <path d="M16 7c1.6 0 2.6-1 2.6-2.2" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="8" y="24" width="16" height="3" rx="1.5" fill="#bae6fd" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home.href()}
      className={cn("flex shrink-0 items-center gap-2 rounded-xl text-xl font-extrabold tracking-tight", className)}
    >
      <LogoMark />
      <span>
        <span className="text-primary">Kiddo</span>
        <span className="text-secondary-foreground">Kart</span>
        <span className="sr-only"> home page</span>
      </span>
    </Link>
  );
}

