import { SUPPORT } from "@shared/constants";
import { Mail, Phone, ShieldCheck, Truck } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";

const telHref = `tel:${SUPPORT.phone.replace(/\s+/g, "")}`;

/** The thin strip above the header: support contacts, the safety promise and order tracking. */
export function TopBar() {
  return (
    <div className="bg-primary-strong text-xs text-white">
      <div className="mx-auto flex h-8 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-4">
          <a href={telHref} className="flex items-center gap-1.5 whitespace-nowrap rounded hover:underline">
            <Phone aria-hidden="true" className="size-3.5" />
            <span>
              <span className="hidden sm:inline">Support: </span>
              {SUPPORT.phone}
            </span>
          </a>
          <a href={`mailto:${SUPPORT.email}`} className="hidden items-center gap-1.5 rounded hover:underline md:flex">
            <Mail aria-hidden="true" className="size-3.5" />
            {SUPPORT.email}
          </a>
        </div>
        <div className="flex items-center gap-4">
          <span className="hidden items-center gap-1.5 sm:flex">
            <ShieldCheck aria-hidden="true" className="size-3.5" />
            Safe &amp; Certified
          </span>
          <Link to={paths.orders.href()} className="flex items-center gap-1.5 whitespace-nowrap rounded font-medium hover:underline">
            <Truck aria-hidden="true" className="size-3.5" />
            Track Order
          </Link>
        </div>
      </div>
    </div>
  );
}
