// The shop requests under test, built from the live catalogue (a real category, real slugs).
import { getJson } from "./http-get.mjs";

const SEARCH_TERMS = ["diaper", "pampers", "bottle", "lotion", "diapr"];
const PRODUCT_PAGES = 50;
const PAGES_SAMPLED = 5;

const productList = (query) => `/api/products${query ? `?${new URLSearchParams(query)}` : ""}`;

function filteredQuery(categoryId) {
  return { categoryId, minPrice: 500, maxPrice: 5000, sortBy: "price", sortOrder: "asc" };
}

/** The category with the most products in the filtered price range: the heaviest realistic filter. */
async function busiestCategory(baseUrl) {
  const categories = await getJson(`${baseUrl}/api/categories`);
  if (categories.length === 0) throw new Error("The shop has no categories: is the catalogue seeded?");
  let best = { id: categories[0].id, total: -1 };
  for (const { id } of categories) {
    const { total } = await getJson(`${baseUrl}${productList({ ...filteredQuery(id), limit: 1 })}`);
    if (total > best.total) best = { id, total };
  }
  return best.id;
}

/** Slugs spread over the whole catalogue, not just the newest page. */
async function sampleSlugs(baseUrl) {
  const { total } = await getJson(`${baseUrl}${productList({ limit: 1 })}`);
  const perPage = PRODUCT_PAGES / PAGES_SAMPLED;
  const slugs = new Set();
  for (let page = 0; page < PAGES_SAMPLED; page += 1) {
    const offset = Math.floor((total * page) / PAGES_SAMPLED);
    const { products } = await getJson(`${baseUrl}${productList({ limit: perPage, offset })}`);
    for (const product of products) slugs.add(product.slug);
  }
  if (slugs.size === 0) throw new Error("The shop lists no products: is the catalogue seeded?");
  return [...slugs];
}

/** Each scenario is a name and the paths its connections cycle through. */
export async function buildScenarios(baseUrl) {
  const categoryId = await busiestCategory(baseUrl);
  const slugs = await sampleSlugs(baseUrl);
  return [
    { name: "list-default", paths: [productList()] },
    { name: "list-filtered-sorted", paths: [productList(filteredQuery(categoryId))] },
    { name: "search", paths: SEARCH_TERMS.map((search) => productList({ search })) },
    { name: "product-page", paths: slugs.map((slug) => `/api/products/${encodeURIComponent(slug)}`) },
  ];
}
