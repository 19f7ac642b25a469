import type { ProductDetail } from "@shared/schemas/catalog";
import { ChevronLeft, ChevronRight, ZoomIn } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { cn } from "@/lib/cn";
import { galleryImages, stepImage } from "../lib/gallery";
import { ProductImage } from "./product-image";

// The dialog's code (Radix) is fetched on the first click on the picture, not with the page.
const GalleryZoomDialog = lazy(() => import("./gallery-zoom-dialog").then((module) => ({ default: module.GalleryZoomDialog })));

export const GALLERY_IMAGE_SIZE = 800;
const THUMBNAIL_SIZE = 96;

const arrowButton =
  "absolute top-1/2 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-card/95 text-foreground shadow-md ring-1 ring-border transition-colors hover:bg-card hover:text-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The product's pictures: one large, previous/next that wrap around at both ends, thumbnails, an
 * 'n of m' counter, and a zoom dialog that opens at the picture being shown.
 */
export function ProductGallery({ product }: { product: ProductDetail }) {
  const images = galleryImages(product);
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const count = images.length;
  const hasMany = count > 1;

  return (
    <section aria-label="Product images" className="grid gap-3">
      <div className="relative overflow-hidden rounded-2xl border border-border bg-white">
        <button
          type="button"
          onClick={() => setZoomed(true)}
          aria-label={`Zoom in on image ${index + 1} of ${count}`}
          className="group block w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
        >
          <ProductImage
            src={images[index]}
            alt={`${product.name}, image ${index + 1} of ${count}`}
            width={GALLERY_IMAGE_SIZE}
            height={GALLERY_IMAGE_SIZE}
            fetchPriority={index === 0 ? "high" : undefined}
            className="aspect-square w-full object-contain"
          />
          <span className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-full bg-card/95 text-foreground shadow-sm ring-1 ring-border transition-colors group-hover:text-primary">
            <ZoomIn aria-hidden="true" className="size-4" />
          </span>
        </button>
        {hasMany ? (
          <>
            <button type="button" aria-label="Previous image" onClick={() => setIndex(stepImage(index, -1, count))} className={cn(arrowButton, "left-3")}>
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button type="button" aria-label="Next image" onClick={() => setIndex(stepImage(index, 1, count))} className={cn(arrowButton, "right-3")}>
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        ) : null}
        <p aria-live="polite" className="absolute bottom-3 right-3 rounded-full bg-slate-900/75 px-2.5 py-1 text-xs font-semibold text-white">
          {index + 1} of {count}
        </p>
      </div>

      {hasMany ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((image, position) => (
            <li key={`${image}-${position}`} className="shrink-0">
              <button
                type="button"
                aria-label={`Show image ${position + 1} of ${count}`}
                aria-current={position === index ? "true" : undefined}
                onClick={() => setIndex(position)}
                className={cn(
                  "block overflow-hidden rounded-xl border-2 bg-white transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  position === index ? "border-primary" : "border-border hover:border-primary/50",
                )}
              >
                {/* Low priority: the main picture above is fetched first (and the server does not preload these). */}
                <ProductImage
                  src={image}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  fetchPriority="low"
                  className="size-16 object-contain sm:size-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {zoomed ? (
        <Suspense fallback={null}>
          <GalleryZoomDialog open onOpenChange={setZoomed} productName={product.name} images={images} index={index} onIndexChange={setIndex} />
        </Suspense>
      ) : null}
    </section>
  );
}
