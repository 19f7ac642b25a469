// What the benchmark's URLs are drawn from: the live catalogue's categories, subcategories and brands,
// and products spread over the whole catalogue, read through the shop's public API.
import { getJson } from "./http-get.mjs";

/** 100 pages of 100 products (the API's largest page), evenly spaced: 10,000 products of 100,000. */
const PAGES_SAMPLED = 100;
const PAGE_SIZE = 100;
const PARALLEL_READS = 4;

/** The list's count may stop at a cap ("1,000+"): then the seeded number of products tells how far to go. */
async function spreadOfProducts(baseUrl, seededProducts) {
  const { total: counted, totalCapped } = await getJson(`${baseUrl}/api/products?limit=1`);
  if (counted === 0) throw new Error("The shop lists no products: is the catalogue seeded?");
  const total = totalCapped ? seededProducts : counted;
  const offsets = [...new Set(Array.from({ length: PAGES_SAMPLED }, (_, page) => Math.floor((total * page) / PAGES_SAMPLED)))];
  const products = new Map();
  for (let i = 0; i < offsets.length; i += PARALLEL_READS) {
    const pages = await Promise.all(
      offsets.slice(i, i + PARALLEL_READS).map((offset) => getJson(`${baseUrl}/api/products?limit=${PAGE_SIZE}&offset=${offset}`)),
    );
    for (const page of pages) {
      for (const product of page.products) {
        products.set(product.id, { id: product.id, name: product.name, slug: product.slug, stock: product.stockQuantity, hasOptions: product.hasOptions });
      }
    }
  }
  return [...products.values()];
}

export async function sampleCatalogue(baseUrl, seededProducts) {
  const categories = await getJson(`${baseUrl}/api/categories-with-subcategories`);
  const brands = await getJson(`${baseUrl}/api/brands`);
  if (categories.length === 0 || brands.length === 0) throw new Error("The shop has no categories or brands: is the catalogue seeded?");
  const subcategories = categories.flatMap((category) => category.subcategories);
  const products = await spreadOfProducts(baseUrl, seededProducts);
  return { categories, subcategories, brands, products };
}
