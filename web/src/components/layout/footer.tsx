import { SHOP_NAME, SUPPORT } from "@shared/constants";
import { PROMISES, SUPPORT_HOURS_TEXT } from "@shared/shop-promises";
import { Banknote, Clock, Mail, MapPin, MessageCircle, Phone, RotateCcw, ShieldCheck, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { FOOTER_CATEGORIES, type FooterLink, LEGAL_LINKS, QUICK_LINKS } from "./footer-links";
import { LogoMark } from "./logo";
import { FacebookIcon, InstagramIcon, XIcon, YoutubeIcon } from "./social-icons";

const FOOTER_PROMISES = [
  { icon: Truck, text: PROMISES.freeShipping },
  { icon: RotateCcw, text: PROMISES.returns },
  { icon: ShieldCheck, text: "100% authentic products" },
  { icon: Banknote, text: PROMISES.cashOnDelivery },
];

const SOCIAL = [
  { label: "Facebook", icon: <FacebookIcon /> },
  { label: "Instagram", icon: <InstagramIcon /> },
  { label: "YouTube", icon: <YoutubeIcon /> },
  { label: "X (Twitter)", icon: <XIcon /> },
];

function openChat() {
  toast({
    title: "Chat with Us",
    description: `Our team is here ${SUPPORT_HOURS_TEXT}. Call ${SUPPORT.phone} or write to ${SUPPORT.email}.`,
  });
}

export function Footer() {
  return (
    <footer className="mt-auto border-t border-border bg-[#fff5f7] text-sm">
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-3 px-4 py-5 sm:px-6 lg:grid-cols-4">
        {FOOTER_PROMISES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2.5 font-medium text-foreground">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            {text}
          </li>
        ))}
      </ul>

      <div className="border-t border-border">
        <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
          <section aria-labelledby="footer-about" className="col-span-2 lg:col-span-1">
            <h2 id="footer-about" className="flex items-center gap-2 text-lg font-extrabold">
              <LogoMark className="size-8" />
              {SHOP_NAME}
            </h2>
            <p className="mt-3 max-w-xs text-muted-foreground">
              Safe, authentic baby care products for Indian parents, from trusted brands and chosen with care.
            </p>
            <ul aria-label="Follow us" className="mt-4 flex gap-2">
              {SOCIAL.map(({ label, icon }) => (
                <li key={label}>
                  {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- the shop has no social pages yet */}
                  <a
                    href="#"
                    aria-label={label}
                    onClick={(event) => event.preventDefault()}
                    className="flex size-9 items-center justify-center rounded-full border border-border bg-card text-foreground transition-colors hover:border-primary hover:text-primary-strong"
                  >
                    {icon}
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <FooterColumn id="footer-quick-links" title="Quick Links" links={QUICK_LINKS} />
          <FooterColumn id="footer-categories" title="Categories" links={FOOTER_CATEGORIES} />

          <section aria-labelledby="footer-support" className="col-span-2 lg:col-span-1">
            <h2 id="footer-support" className="font-semibold text-foreground">
              Customer Support
            </h2>
            <ul className="mt-3 grid gap-2.5 text-muted-foreground">
              <ContactLine icon={<Phone aria-hidden="true" className="size-4" />}>
                <a href={`tel:${SUPPORT.phone.replace(/\s+/g, "")}`} className="hover:text-primary-strong hover:underline">
                  {SUPPORT.phone}
                </a>
              </ContactLine>
              <ContactLine icon={<Mail aria-hidden="true" className="size-4" />}>
                <a href={`mailto:${SUPPORT.email}`} className="hover:text-primary-strong hover:underline">
                  {SUPPORT.email}
                </a>
              </ContactLine>
              <ContactLine icon={<MapPin aria-hidden="true" className="size-4" />}>
                <address className="not-italic">{SUPPORT.address}</address>
              </ContactLine>
              <ContactLine icon={<Clock aria-hidden="true" className="size-4" />}>
                {SUPPORT.hours.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </ContactLine>
            </ul>
            <Button variant="secondary" size="sm" className="mt-4 h-9 px-4 text-sm" onClick={openChat}>
              <MessageCircle aria-hidden="true" />
              Chat with Us
            </Button>
          </section>
        </div>
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2024 {SHOP_NAME}. All rights reserved.</p>
          <ul aria-label="Policies" className="flex flex-wrap gap-x-5 gap-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <FooterAnchor link={link} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ id, title, links }: { id: string; title: string; links: FooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="font-semibold text-foreground">
        {title}
      </h2>
      <ul className="mt-3 grid gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <FooterAnchor link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function FooterAnchor({ link }: { link: FooterLink }) {
  return (
    <Link to={link.to} className="rounded text-muted-foreground transition-colors hover:text-primary-strong hover:underline">
      {link.label}
    </Link>
  );
}

function ContactLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2.5">
      <span className="mt-0.5 shrink-0 text-primary">{icon}</span>
      <span>{children}</span>
    </li>
  );
}
