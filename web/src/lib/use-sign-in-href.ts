import { useLocation } from "react-router";
import { paths } from "@/config/paths";

/** The sign-in page, set to bring the shopper back to the page they are on. */
export function useSignInHref(): string {
  const { pathname, search } = useLocation();
  return paths.signin.href(`${pathname}${search}`);
}
