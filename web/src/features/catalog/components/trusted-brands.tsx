import { HOME_BRAND_COUNT } from "@shared/constants";
import { Link } from "react-router";
import { SectionHeader } from "@/components/section-header";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/config/paths";
import { imageUrl } from "@/lib/image-url";
import { type BrandLink, useBrands } from "../api/get-brands";

const gridClass = "mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6";

/** "Trusted Brands" on the home page: the first six brands, each leading to its products. */
export function TrustedBrands() {
  const { data: brands, isPending, isError } = useBrands();
  if (isError || (!isPending && brands.length === 0)) return null;

  return (
    <section aria-labelledby="home-brands" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
      <SectionHeader id="home-brands" title="Trusted Brands" description="Names parents know, sourced straight from the makers." />
      {isPending ? (
        <div aria-hidden="true" className={gridClass}>
          {Array.from({ length: HOME_BRAND_COUNT }, (_, index) => (
            <Skeleton key={index} className="h-28 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className={gridClass}>
          {brands.slice(0, HOME_BRAND_COUNT).map((brand) => (
            <li key={brand.id}>
              <BrandTile brand={brand} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function initialsOf(name: string): string {
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, "").split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? "?").slice(0, 2)).toUpperCase();
}

function BrandTile({ brand }: { brand: BrandLink }) {
  return (
    <Link
      to={paths.productsByBrand.href(brand.slug)}
      className="flex h-28 flex-col items-center justify-center gap-2 rounded-2xl border border-border bg-card px-3 text-center shadow-xs transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-md"
    >
      {brand.logoUrl ? (
        <img src={imageUrl(brand.logoUrl, { width: 96, height: 48 })} alt="" width={96} height={48} loading="lazy" className="h-12 w-24 object-contain" />
      ) : (
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary text-base font-extrabold text-secondary-foreground">
          {initialsOf(brand.name)}
        </span>
      )}
      <span className="line-clamp-2 text-sm font-semibold text-foreground">{brand.name}</span>
    </Link>
  );
}
