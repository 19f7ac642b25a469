import { ChevronDown, Heart, LayoutDashboard, LogOut, Package, User, UserRound } from "lucide-react";
import { Link } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import type { HeaderUser } from "./header-user";
import { SignOutForm } from "./sign-out-form";

/** The signed-in shopper's menu: profile, orders, wishlist, the admin panel for admins, and logout. */
export function AccountMenu({ user }: { user: HeaderUser }) {
  const name = user.firstName?.trim() || "User";
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label="Account"
        className="flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=open]:bg-muted"
      >
        <span className="flex size-7 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <User aria-hidden="true" className="size-4" />
        </span>
        <span className="hidden max-w-28 truncate md:inline">{name}</span>
        <ChevronDown aria-hidden="true" className="hidden size-3.5 md:block" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block font-semibold">{name}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile.href()}>
            <UserRound aria-hidden="true" />
            My Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.orders.href()}>
            <Package aria-hidden="true" />
            Order History
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.wishlist.href()}>
            <Heart aria-hidden="true" />
            Wishlist
          </Link>
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin.root.href()}>
              <LayoutDashboard aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <SignOutForm>
          {/* The menu stays open while the form is sent: closing it would unmount the form before it submits. */}
          <DropdownMenuItem asChild variant="destructive" onSelect={(event) => event.preventDefault()}>
            <button type="submit" className="w-full">
              <LogOut aria-hidden="true" />
              Logout
            </button>
          </DropdownMenuItem>
        </SignOutForm>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
