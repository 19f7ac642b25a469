import { cn } from "@/lib/cn";

const TONES = ["bg-primary-soft text-primary-strong", "bg-secondary text-secondary-foreground", "bg-accent text-accent-foreground", "bg-amber-100 text-amber-900"];

interface InitialsAvatarProps {
  initials: string;
  /** Picks one of the shop's pastel tones, so neighbours differ. */
  tone?: number;
  className?: string;
}

/** A round badge with a person's initials, in place of a photo. Decorative: the name is beside it. */
export function InitialsAvatar({ initials, tone = 0, className }: InitialsAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn("flex size-11 shrink-0 items-center justify-center rounded-full text-sm font-bold", TONES[tone % TONES.length], className)}
    >
      {initials}
    </span>
  );
}
