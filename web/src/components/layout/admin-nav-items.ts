import { BarChart3, LayoutDashboard, type LucideIcon, Mail, Package, ReceiptIndianRupee, Settings, ShoppingBag, Users } from "lucide-react";
import { paths } from "@/config/paths";

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Only the exact address counts (the dashboard), not the pages below it. */
  end?: boolean;
  /** An address prefix whose pages also mark the item as current (a section whose first page is below it). */
  section?: string;
}

/** The back office's sections, in the order the navigation shows them. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: "Dashboard", href: paths.admin.root.href(), icon: LayoutDashboard, end: true },
  { label: "Products", href: paths.admin.products.href(), icon: Package },
  { label: "Orders", href: paths.admin.orders.href(), icon: ShoppingBag },
  { label: "Users", href: paths.admin.users.href(), icon: Users },
  { label: "Analytics", href: paths.admin.analytics.href(), icon: BarChart3 },
  { label: "GST Summary", href: paths.admin.gst.href(), icon: ReceiptIndianRupee },
  { label: "Messages", href: paths.admin.messages.href(), icon: Mail },
  { label: "Settings", href: paths.admin.shopPages.href(), icon: Settings, section: "/admin/settings" },
];

/** The pages under Messages: what visitors wrote, and the e-mails the shop sends. */
export const MESSAGES_SECTIONS = [
  { label: "Messages", href: paths.admin.messages.href() },
  { label: "Outbox", href: paths.admin.outbox.href() },
] as const;

/** The pages under Users: the accounts, and the accounts erased at their owners' request. */
export const USERS_SECTIONS = [
  { label: "Users", href: paths.admin.users.href() },
  { label: "Erasure requests", href: paths.admin.accountErasures.href() },
] as const;

/** The pages under Settings: the policy and company pages, and where the shop delivers. */
export const SETTINGS_SECTIONS = [
  { label: "Pages", href: paths.admin.shopPages.href() },
  { label: "Delivery", href: paths.admin.delivery.href() },
] as const;
