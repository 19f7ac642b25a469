import type { AdminUser } from "@shared/schemas/admin";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-client";
import { useSetUserAdmin } from "../api/set-user-admin";
import { displayName } from "../lib/user-name";

interface AdminRoleDialogProps {
  user: AdminUser | null;
  currentUserId: string | undefined;
  onClose: () => void;
}

/** Asks before granting or removing administrator rights. */
export function AdminRoleDialog({ user, currentUserId, onClose }: AdminRoleDialogProps) {
  const setAdmin = useSetUserAdmin(currentUserId);
  const granting = user ? !user.isAdmin : true;
  const isSelf = user?.id === currentUserId;

  function confirm() {
    if (!user) return;
    setAdmin.mutate(
      { userId: user.id, isAdmin: granting },
      {
        onSuccess: () => {
          toast({
            title: "User Updated",
            description: granting ? `${displayName(user)} is now an administrator.` : `${displayName(user)} is no longer an administrator.`,
          });
          onClose();
        },
        onError: (error) => {
          toast({ title: "Error", description: errorMessage(error, "Failed to update the user. Please try again."), variant: "destructive" });
          onClose();
        },
      },
    );
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !setAdmin.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{granting ? "Grant administrator rights?" : "Remove administrator rights?"}</DialogTitle>
          <DialogDescription>
            {user
              ? granting
                ? `${displayName(user)} (${user.email}) will be able to manage products, orders and users.`
                : isSelf
                  ? "You will lose access to the back office straight away."
                  : `${displayName(user)} (${user.email}) will no longer have access to the back office.`
              : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={setAdmin.isPending}>
            Cancel
          </Button>
          <Button variant={granting ? "default" : "destructive"} onClick={confirm} disabled={setAdmin.isPending}>
            {setAdmin.isPending ? "Saving..." : granting ? "Grant admin" : "Remove admin"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
