import { safeReturnUrl } from "@shared/return-url";
import { useSearchParams } from "react-router";

/** The page to go back to after signing in (the address's `returnUrl`, when it is a page of this shop), else "/". */
export function useReturnUrl(): string {
  const [searchParams] = useSearchParams();
  return safeReturnUrl(searchParams.get("returnUrl"));
}
