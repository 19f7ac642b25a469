import { BadgeCheck, HeartHandshake, IndianRupee, ShieldCheck } from "lucide-react";

const VALUES = [
  {
    icon: ShieldCheck,
    title: "Safety first",
    text: "Every product is checked against Indian and international safety standards before it reaches our shelves.",
  },
  {
    icon: BadgeCheck,
    title: "Genuine, always",
    text: "We buy only from brands and their authorised distributors, so every item you receive is 100% authentic.",
  },
  {
    icon: HeartHandshake,
    title: "Parents at heart",
    text: "Many of us are parents too. Our support team is there every day of the week, for big questions and small ones.",
  },
  {
    icon: IndianRupee,
    title: "Honest prices",
    text: "Fair prices with no hidden charges, free shipping above ₹999 and cash on delivery on most PIN codes.",
  },
];

/** What the shop stands for, one card per value. */
export function AboutValues() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {VALUES.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-border bg-card p-5 shadow-xs">
          <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mt-4 font-semibold text-foreground">{title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
