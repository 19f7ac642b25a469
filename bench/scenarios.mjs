// The shop requests under test. Each scenario is a long list of different paths drawn at random (with a
// fixed seed, so every run asks the same) from the live catalogue; the load sends the next one with every request.
import { sampleCatalogue } from "./catalogue-sample.mjs";
import { httpGet } from "./http-get.mjs";
import { BENCH_SEED, seededRandom } from "./random.mjs";
import { prefixOf, searchVocabulary, withTypo } from "./words.mjs";

/**
 * How many different paths each scenario cycles through. Cycled in order, any list longer than the
 * catalogue cache (2,000 lists, 5,000 product pages) is evicted before it comes round again.
 */
const DISTINCT_PATHS = { "list-pages": 20_000, "search-words": 4_000, "search-typos": 6_000, suggestions: 2_500 };
/** The mixed run's browsing: shares of list pages, searches, suggestions and product pages. */
const MIXED_SHARES = { "list-pages": 0.35, "search-words": 0.25, suggestions: 0.2, "product-page": 0.2 };
const MIXED_PATHS = 10_000;

const PAGE_SIZE = 12;
const LAST_PAGE = 80;
const SORTS = ["createdAt", "name", "price", "rating"].flatMap((sortBy) => ["asc", "desc"].map((sortOrder) => ({ sortBy, sortOrder })));
const TYPO_MIN_LETTERS = 5;
/** The mixed run's customers buy products with at least this much stock, so none runs out under them. */
const PLENTY_OF_STOCK = 20;
const SUGGEST_PATH = "/api/search/suggest";

const queryString = (query) =>
  Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
const productList = (query) => (Object.keys(query).length ? `/api/products?${queryString(query)}` : "/api/products");

/** Different paths from `draw` until there are `count`, or until 1,000 draws in a row found nothing new. */
function distinctPaths(draw, count) {
  const paths = new Set();
  for (let misses = 0; paths.size < count && misses < 1000; ) {
    const before = paths.size;
    paths.add(draw());
    misses = paths.size === before ? misses + 1 : 0;
  }
  return [...paths];
}

/** A price range as the storefront's slider sets it, in steps of ₹100: a floor, a ceiling or both. */
function priceRange(random) {
  const floor = random.integer(1, 30) * 100;
  const ceiling = floor + random.integer(1, 100) * 100;
  return random.pick([{ minPrice: floor }, { maxPrice: ceiling }, { minPrice: floor, maxPrice: ceiling }]);
}

/** Half the shoppers stay on the first five pages; the others go anywhere up to page 80. */
const pageOffset = (random) => (random.integer(1, random.chance(0.5) ? 5 : LAST_PAGE) - 1) * PAGE_SIZE;

/** One page of the products page, with the query the storefront sends (limit, offset, filters, sort). */
function listPage(random, { categories, subcategories, brands }) {
  const query = { limit: PAGE_SIZE, offset: pageOffset(random) };
  const narrowing = random.next();
  if (narrowing < 0.3) {
    query.categoryId = random.pick(categories).id;
  } else if (narrowing < 0.6) {
    const subcategory = random.pick(subcategories);
    Object.assign(query, { categoryId: subcategory.categoryId, subcategoryId: subcategory.id });
  }
  if (random.chance(0.3)) query.brandId = random.pick(brands).id;
  if (random.chance(0.5)) Object.assign(query, priceRange(random));
  if (random.chance(0.8)) Object.assign(query, random.pick(SORTS));
  return productList(query);
}

/** A search's first page by relevance, now and then a later page or a sort. */
function searchPage(random, search) {
  const query = { limit: PAGE_SIZE, offset: random.chance(0.2) ? random.integer(1, 4) * PAGE_SIZE : 0, search };
  if (random.chance(0.2)) Object.assign(query, random.pick(SORTS));
  return productList(query);
}

/** A word (half the time), a two-word phrase, or a brand's or category's name. */
function searchText(random, { words, phrases, names }) {
  const kind = random.next();
  return random.pick(kind < 0.5 ? words : kind < 0.85 ? phrases : names);
}

/** A long word with a typo, alone or in a phrase with another word. */
function typoText(random, { words }) {
  const longWords = words.filter((word) => word.length >= TYPO_MIN_LETTERS);
  return () => {
    const typo = withTypo(random.pick(longWords), random);
    return random.chance(0.7) ? typo : random.chance(0.5) ? `${random.pick(words)} ${typo}` : `${typo} ${random.pick(words)}`;
  };
}

/**
 * What a shopper has typed so far: 2 to 8 letters of a word, a quarter of the longer ones mistyped,
 * or (3 times in 10) a word and the first 1 to 4 letters of the next ("baby lo").
 */
function suggestPath(random, { words, phrases }) {
  let typed;
  if (random.chance(0.3)) {
    const [first, second] = random.pick(phrases).split(" ");
    typed = `${first} ${second.slice(0, random.integer(1, 4))}`;
  } else {
    typed = prefixOf(random.pick(words), random);
    if (typed.length >= 4 && random.chance(0.25)) typed = withTypo(typed, random);
  }
  return `${SUGGEST_PATH}?${queryString({ q: typed })}`;
}

/** The suggestions endpoint may not exist yet: a 404 skips its scenario instead of stopping the run. */
async function suggestionsMissing(baseUrl) {
  const response = await httpGet(`${baseUrl}${SUGGEST_PATH}?q=ba`);
  return response.status === 404;
}

/** The mixed run's browsing: the scenarios' own paths, interleaved at the shares above. */
function mixedPaths(random, scenarios) {
  const sources = scenarios.filter((scenario) => !scenario.skipped && MIXED_SHARES[scenario.name]);
  const total = sources.reduce((sum, source) => sum + MIXED_SHARES[source.name], 0);
  const taken = new Map(sources.map((source) => [source, 0]));
  const paths = [];
  while (paths.length < MIXED_PATHS) {
    let point = random.next() * total;
    const source = sources.find((candidate) => (point -= MIXED_SHARES[candidate.name]) < 0) ?? sources.at(-1);
    const index = taken.get(source);
    paths.push(source.paths[index % source.paths.length]);
    taken.set(source, index + 1);
  }
  return paths;
}

/**
 * Each scenario is a name and the paths its connections cycle through; a scenario that cannot run here
 * has `skipped` with the reason instead. `mixed` is the browsing of the mixed run; `productIdsToBuy`
 * are what its customers buy.
 */
export async function buildScenarios(baseUrl, seededProducts) {
  const catalogue = await sampleCatalogue(baseUrl, seededProducts);
  const vocabulary = searchVocabulary(catalogue);
  // One generator each, so what one scenario draws does not depend on the others.
  const [lists, searches, typos, prefixes, pages, mixing] = [1, 2, 3, 4, 5, 6].map((salt) => seededRandom(BENCH_SEED + salt));
  const nextTypo = typoText(typos, vocabulary);
  const scenarios = [
    { name: "list-default", paths: [productList({})] },
    { name: "list-pages", paths: distinctPaths(() => listPage(lists, catalogue), DISTINCT_PATHS["list-pages"]) },
    { name: "search-words", paths: distinctPaths(() => searchPage(searches, searchText(searches, vocabulary)), DISTINCT_PATHS["search-words"]) },
    { name: "search-typos", paths: distinctPaths(() => searchPage(typos, nextTypo()), DISTINCT_PATHS["search-typos"]) },
    (await suggestionsMissing(baseUrl))
      ? { name: "suggestions", skipped: `GET ${SUGGEST_PATH} answered 404 (not built yet?)` }
      : { name: "suggestions", paths: distinctPaths(() => suggestPath(prefixes, vocabulary), DISTINCT_PATHS.suggestions) },
    { name: "product-page", paths: pages.shuffled(catalogue.products).map(({ slug }) => `/api/products/${encodeURIComponent(slug)}`) },
  ];
  return {
    scenarios,
    mixed: mixedPaths(mixing, scenarios),
    // A product sold in variants is added to the cart by its variant: the customers buy the others.
    productIdsToBuy: catalogue.products.filter((product) => product.stock >= PLENTY_OF_STOCK && !product.hasOptions).map((product) => product.id),
  };
}
