import { Heart, ShoppingCart, User } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { useSignInHref } from "@/lib/use-sign-in-href";
import type { HeaderUser } from "./header-user";
import { IconLink } from "./icon-link";

// The account menu (and the menu library it uses) is fetched only for signed-in shoppers.
const AccountMenu = lazy(() => import("./account-menu").then((module) => ({ default: module.AccountMenu })));

export interface HeaderActionsProps {
  user: HeaderUser | null;
  /** True while the current user is still being fetched: nothing is offered yet. */
  isUserLoading?: boolean;
  cartCount?: number;
  wishlistCount?: number;
}

function LoginLink() {
  return (
    <Link to={useSignInHref()} className={buttonVariants({ size: "sm", className: "h-9 px-4 text-sm" })}>
      Login
    </Link>
  );
}

/** Right side of the header: a Login button for visitors; wishlist, cart and account for shoppers. */
export function HeaderActions({ user, isUserLoading = false, cartCount = 0, wishlistCount = 0 }: HeaderActionsProps) {
  if (isUserLoading) return <Skeleton className="h-9 w-20 rounded-full" />;
  if (!user) return <LoginLink />;

  return (
    <div className="flex items-center gap-0.5">
      <IconLink to={paths.wishlist.href()} label="Wishlist" count={wishlistCount} icon={<Heart aria-hidden="true" className="size-5" />} />
      <IconLink to={paths.cart.href()} label="Cart" count={cartCount} icon={<ShoppingCart aria-hidden="true" className="size-5" />} />
      <Suspense fallback={<AccountMenuPlaceholder />}>
        <AccountMenu user={user} />
      </Suspense>
    </div>
  );
}

/** Holds the account menu's place (same size) while its code loads. */
function AccountMenuPlaceholder() {
  return (
    <span aria-hidden="true" className="flex h-10 items-center px-2.5">
      <span className="flex size-7 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <User className="size-4" />
      </span>
    </span>
  );
}
