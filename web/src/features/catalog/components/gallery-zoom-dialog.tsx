import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { stepImage } from "../lib/gallery";
import { ProductImage } from "./product-image";

interface GalleryZoomDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productName: string;
  images: Array<string | null>;
  /** The picture shown (the gallery's, so the dialog opens at it). */
  index: number;
  onIndexChange: (index: number) => void;
}

const ZOOM_IMAGE_SIZE = 1200;

/** The product's pictures, large. Only mounted while open, so its picture loads on demand. */
export function GalleryZoomDialog({ open, onOpenChange, productName, images, index, onIndexChange }: GalleryZoomDialogProps) {
  const count = images.length;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl gap-3 p-3 sm:p-5">
        <DialogTitle className="pr-8 text-base">{productName}</DialogTitle>
        <DialogDescription className="sr-only">
          Image {index + 1} of {count}, enlarged.
        </DialogDescription>
        <div className="relative overflow-hidden rounded-xl bg-white">
          <ProductImage
            src={images[index]}
            alt={`${productName}, image ${index + 1} of ${count}`}
            width={ZOOM_IMAGE_SIZE}
            height={ZOOM_IMAGE_SIZE}
            className="mx-auto aspect-square max-h-[70dvh] w-auto object-contain"
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <Button variant="outline" size="icon" aria-label="Previous image" disabled={count < 2} onClick={() => onIndexChange(stepImage(index, -1, count))}>
            <ChevronLeft aria-hidden="true" />
          </Button>
          <p aria-live="polite" className="text-sm font-semibold text-muted-foreground">
            {index + 1} of {count}
          </p>
          <Button variant="outline" size="icon" aria-label="Next image" disabled={count < 2} onClick={() => onIndexChange(stepImage(index, 1, count))}>
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
