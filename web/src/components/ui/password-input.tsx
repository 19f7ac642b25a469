import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { Input } from "./input";

interface PasswordInputProps extends Omit<ComponentProps<"input">, "type"> {
  /** What the toggle names, e.g. "current password" gives "Show current password". */
  toggleLabel?: string;
}

/** A password box with a button that shows or hides what was typed. */
export function PasswordInput({ className, toggleLabel = "password", ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  // The toggle needs the app: before it runs (or without JavaScript) it is not offered.
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <Input type={visible ? "text" : "password"} className={cn("pr-11", className)} {...props} />
      {hydrated ? (
        <button
          type="button"
          aria-label={`${visible ? "Hide" : "Show"} ${toggleLabel}`}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </button>
      ) : null}
    </div>
  );
}
