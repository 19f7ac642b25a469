import { FIRST_SCREEN_PRODUCTS } from "@shared/catalog-api";
import { describe, expect, it } from "vitest";
import {
  changeProductFilters,
  currentSort,
  DEFAULT_FILTERS,
  hasActiveFilters,
  type ProductFilters,
  readProductFilters,
  toProductListParams,
  writeProductFilters,
} from "./product-filters";

const read = (query: string) => readProductFilters(new URLSearchParams(query));
const write = (filters: ProductFilters) => writeProductFilters(filters).toString();

describe("readProductFilters", () => {
  it("reads every filter, the sort and the page from the URL", () => {
    expect(read("search=baby+lotion&category=skincare&subcategory=baby-lotion&brand=himalaya&size=M&minPrice=200&maxPrice=1500&sort=price-asc&page=3")).toEqual({
      search: "baby lotion",
      category: "skincare",
      subcategory: "baby-lotion",
      brand: "himalaya",
      size: "M",
      minPrice: 200,
      maxPrice: 1500,
      sort: "price-asc",
      page: 3,
    });
  });

  it("gives the defaults for a bare /products", () => {
    expect(read("")).toEqual(DEFAULT_FILTERS);
  });

  it("ignores broken values instead of failing", () => {
    expect(read("page=-2&sort=cheapest&minPrice=abc&maxPrice=999999")).toEqual(DEFAULT_FILTERS);
    expect(read("page=2.5").page).toBe(1);
    expect(read("search=%20%20").search).toBe("");
  });

  it("keeps the price range inside the slider and in order", () => {
    expect(read("minPrice=-50&maxPrice=60000")).toMatchObject({ minPrice: 0, maxPrice: 50000 });
    expect(read("minPrice=3000&maxPrice=1000")).toMatchObject({ minPrice: 1000, maxPrice: 3000 });
  });
});

describe("writeProductFilters", () => {
  it("leaves the defaults out of the URL", () => {
    expect(write(DEFAULT_FILTERS)).toBe("");
    expect(write({ ...DEFAULT_FILTERS, sort: "newest" })).toBe("");
  });

  it("writes what differs from the defaults, so reading it back gives the same filters", () => {
    const filters: ProductFilters = {
      search: "teether & rattle",
      category: "toys",
      subcategory: "teethers",
      brand: "chicco",
      size: "0–3 months",
      minPrice: 100,
      maxPrice: 2500,
      sort: "rating",
      page: 2,
    };
    const query = write(filters);
    expect(query).toBe("search=teether+%26+rattle&category=toys&subcategory=teethers&brand=chicco&size=0%E2%80%933+months&minPrice=100&maxPrice=2500&sort=rating&page=2");
    expect(read(query)).toEqual(filters);
  });

  it("keeps an explicit Newest while searching (the default there is Best Match)", () => {
    expect(write({ ...DEFAULT_FILTERS, search: "oil", sort: "newest" })).toBe("search=oil&sort=newest");
  });
});

describe("changeProductFilters", () => {
  const filtered: ProductFilters = { ...DEFAULT_FILTERS, category: "feeding", subcategory: "feeding-bottles", page: 4 };

  it("goes back to page 1 when a filter or the sort changes", () => {
    expect(changeProductFilters(filtered, { brand: "pigeon" }).page).toBe(1);
    expect(changeProductFilters(filtered, { sort: "price-desc" }).page).toBe(1);
    expect(changeProductFilters(filtered, { search: "nipple" }).page).toBe(1);
  });

  it("keeps the other filters when only the page changes", () => {
    expect(changeProductFilters(filtered, { page: 5 })).toEqual({ ...filtered, page: 5 });
  });

  it("forgets the subcategory when another category is chosen", () => {
    expect(changeProductFilters(filtered, { category: "toys" })).toMatchObject({ category: "toys", subcategory: "" });
    expect(changeProductFilters(filtered, { category: "feeding" }).subcategory).toBe("feeding-bottles");
    expect(changeProductFilters(filtered, { category: "feeding", subcategory: "sippy-cups" }).subcategory).toBe("sippy-cups");
  });

  it("forgets the size when other products are listed, and keeps it for the same ones", () => {
    const sized: ProductFilters = { ...DEFAULT_FILTERS, category: "diapering", size: "M" };
    expect(changeProductFilters(sized, { category: "toys" }).size).toBe("");
    expect(changeProductFilters(sized, { category: "diapering", subcategory: "diaper-pants" }).size).toBe("");
    expect(changeProductFilters(sized, { brand: "pampers" }).size).toBe("M");
    expect(changeProductFilters(sized, { size: "L" }).size).toBe("L");
  });
});

describe("hasActiveFilters", () => {
  it("is false for the defaults and for a sort or page alone", () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "oldest", page: 3 })).toBe(false);
  });

  it("is true for any filter, including a narrowed price range", () => {
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: "wipes" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, brand: "himalaya" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, size: "M" })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, minPrice: 100 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, maxPrice: 49900 })).toBe(true);
  });
});

describe("currentSort", () => {
  it("is Newest by default and Best Match while searching", () => {
    expect(currentSort(DEFAULT_FILTERS)).toBe("newest");
    expect(currentSort({ ...DEFAULT_FILTERS, search: "oil" })).toBe("relevance");
    expect(currentSort({ ...DEFAULT_FILTERS, search: "oil", sort: "price-asc" })).toBe("price-asc");
  });
});

describe("toProductListParams", () => {
  it("asks for page 1 of 12, newest first, by default", () => {
    expect(toProductListParams(DEFAULT_FILTERS, {})).toEqual({ limit: 12, offset: 0, sortBy: "createdAt", sortOrder: "desc" });
  });

  it("asks by default for the very list the server writes into the product list page", () => {
    expect(toProductListParams(DEFAULT_FILTERS, {})).toEqual(FIRST_SCREEN_PRODUCTS.plainList);
  });

  it("sends the ids, the search, the page's offset and each sort's field and order", () => {
    const filters: ProductFilters = { ...DEFAULT_FILTERS, search: "bottle", size: "250 ml", sort: "name-desc", page: 3 };
    expect(toProductListParams(filters, { categoryId: 1, subcategoryId: 4, brandId: 9 })).toEqual({
      limit: 12,
      offset: 24,
      search: "bottle",
      categoryId: 1,
      subcategoryId: 4,
      brandId: 9,
      size: "250 ml",
      sortBy: "name",
      sortOrder: "desc",
    });
  });

  it.each([
    ["newest", "createdAt", "desc"],
    ["oldest", "createdAt", "asc"],
    ["name-asc", "name", "asc"],
    ["name-desc", "name", "desc"],
    ["price-asc", "price", "asc"],
    ["price-desc", "price", "desc"],
    ["rating", "rating", "desc"],
  ] as const)("maps the sort %s to %s %s", (sort, sortBy, sortOrder) => {
    expect(toProductListParams({ ...DEFAULT_FILTERS, sort }, {})).toMatchObject({ sortBy, sortOrder });
  });

  it("lets the server rank search results when no sort was chosen", () => {
    const params = toProductListParams({ ...DEFAULT_FILTERS, search: "bottle" }, {});
    expect(params.sortBy).toBeUndefined();
    expect(params.sortOrder).toBeUndefined();
  });

  it("sends minPrice only above 0 and maxPrice only below 50000", () => {
    expect(toProductListParams(DEFAULT_FILTERS, {})).not.toHaveProperty("minPrice");
    expect(toProductListParams(DEFAULT_FILTERS, {})).not.toHaveProperty("maxPrice");
    expect(toProductListParams({ ...DEFAULT_FILTERS, minPrice: 100, maxPrice: 49900 }, {})).toMatchObject({ minPrice: 100, maxPrice: 49900 });
  });
});
