import { InitialsAvatar } from "@/components/initials-avatar";

const TEAM = [
  { name: "Aarav Mehta", initials: "AM", role: "Co-founder & CEO", text: "Father of twins, and the reason the shop opens with feeding and diapering." },
  { name: "Dr. Kavita Rao", initials: "KR", role: "Pediatrician, Product Safety", text: "Leads the panel of pediatricians who review every range we sell." },
  { name: "Neha Agarwal", initials: "NA", role: "Co-founder, Operations", text: "Runs our Jaipur warehouse and the courier partners who bring your orders home." },
  { name: "Siddharth Jain", initials: "SJ", role: "Head of Customer Care", text: "Makes sure every call and e-mail gets a real answer from a real person." },
];

/** The people behind the shop. */
export function AboutTeam() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {TEAM.map(({ name, initials, role, text }, index) => (
        <li key={name} className="rounded-2xl border border-border bg-card p-5 text-center shadow-xs">
          <InitialsAvatar initials={initials} tone={index} className="mx-auto size-16 text-lg" />
          <h3 className="mt-4 font-semibold text-foreground">{name}</h3>
          <p className="text-sm font-medium text-primary-strong">{role}</p>
          <p className="mt-2 text-sm text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
