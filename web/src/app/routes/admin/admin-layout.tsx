import { AdminShell } from "@/components/layout/admin-shell";

/** The layout route of /admin/*: its own chunk, loaded only once the admin guard lets someone in. */
export function AdminLayout() {
  return <AdminShell />;
}
