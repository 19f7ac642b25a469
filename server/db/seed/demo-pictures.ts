import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { DemoProduct } from "./demo-product";
import { productPictureSvg } from "./product-picture";
import type { SubcategoryPlan } from "./subcategory-plan";

export interface PictureFile {
  fileName: string;
  svg: string;
}

/** Where the object store keeps demo pictures, and the public address it serves them under. */
export const demoPictureDir = (dataDir: string) => path.join(dataDir, "uploads", "demo");
export const demoPictureUrl = (fileName: string) => `/public-objects/demo/${fileName}`;

const FILES_WRITTEN_AT_ONCE = 64;

/** The gallery of one product: `<slug>-1.svg`, `<slug>-2.svg`… */
export function productPictures(product: DemoProduct): PictureFile[] {
  const { category } = product.subcategory;
  return Array.from({ length: product.pictureCount }, (_, i) => ({
    fileName: `${product.row.slug}-${i + 1}.svg`,
    svg: productPictureSvg({
      title: product.row.name,
      caption: product.brand,
      kind: category.picture,
      palette: category.palette,
      view: i + 1,
    }),
  }));
}

/** One picture shared by every product of a subcategory, for catalogues too big for a file each. */
export function subcategoryPicture(plan: SubcategoryPlan): PictureFile {
  return {
    fileName: `category-${plan.slug}.svg`,
    svg: productPictureSvg({
      title: plan.subcategory.name,
      caption: plan.category.name,
      kind: plan.category.picture,
      palette: plan.category.palette,
      view: 1,
    }),
  };
}

export async function writePictures(dir: string, pictures: readonly PictureFile[]): Promise<void> {
  for (let start = 0; start < pictures.length; start += FILES_WRITTEN_AT_ONCE) {
    const chunk = pictures.slice(start, start + FILES_WRITTEN_AT_ONCE);
    await Promise.all(chunk.map((picture) => writeFile(path.join(dir, picture.fileName), picture.svg)));
  }
}
