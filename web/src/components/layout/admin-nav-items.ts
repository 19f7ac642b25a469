import { BarChart3, LayoutDashboard, type LucideIcon, Mail, Package, ReceiptIndianRupee, ShoppingBag, Users } from "lucide-react";
import { paths } from "@/config/paths";

export interface AdminNavItem {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Only the exact address counts (the dashboard), not the pages below it. */
  end?: boolean;
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
];

/** The pages under Messages: what visitors wrote, and the e-mails the shop sends. */
export const MESSAGES_SECTIONS = [
  { label: "Messages", href: paths.admin.messages.href() },
  { label: "Outbox", href: paths.admin.outbox.href() },
] as const;
