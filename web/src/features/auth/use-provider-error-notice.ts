import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { toast } from "@/components/ui/use-toast";

/**
 * The identity provider's sign-in failed: the server's callback sends the browser to
 * /signin?error=provider. Say so once, and drop the parameter so a reload does not say it again.
 */
export function useProviderErrorNotice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const failed = searchParams.get("error") === "provider";

  useEffect(() => {
    if (!failed) return;
    toast({
      title: "Sign In Failed",
      description: "We couldn't sign you in with your identity provider. Please try again, or sign in with your email and password.",
      variant: "destructive",
    });
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("error");
        return next;
      },
      { replace: true },
    );
  }, [failed, setSearchParams]);
}
