import { useRef } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";

interface UnsavedChangesDialogProps {
  open: boolean;
  onKeepEditing: () => void;
  onLeave: () => void;
}

/** The question `useUnsavedChanges` asks before unsaved changes are lost; Escape and a click outside keep editing. */
export function UnsavedChangesDialog({ open, onKeepEditing, onLeave }: UnsavedChangesDialogProps) {
  const keepEditing = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <DialogContent
        className="max-w-md"
        hideCloseButton
        onOpenAutoFocus={(event) => {
          // The answer that loses nothing gets the focus, so Enter keeps the changes.
          event.preventDefault();
          keepEditing.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Leave without saving?</DialogTitle>
          <DialogDescription>Your changes have not been saved. If you leave now, they will be lost.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onLeave}>
            Leave without saving
          </Button>
          <Button ref={keepEditing} onClick={onKeepEditing}>
            Keep editing
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
