import { effectiveGstRate, priceWithGst } from "@shared/gst";
import { decimalToPaise } from "@shared/money";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { categories, products, productVariants } from "../../db/schema/catalog";
import { seedDemoCatalogue } from "../../db/seed/demo-catalogue";
import { createTestApp } from "../../test/test-app";

interface ListedProduct {
  id: number;
  name: string;
  price: string;
  salePrice: string | null;
  mrp: string | null;
}

// Charging more than the MRP (which includes all taxes) is an offence: whatever the shop's GST setting,
// no demo product may cost a parent more than its MRP once GST is in the price.
describe.each([
  { setting: "true", label: "prices that include GST (the default)" },
  { setting: "false", label: "prices that exclude GST" },
])("the demo catalogue with $label", ({ setting }) => {
  it("sells no product or variant above its MRP, GST included, as the storefront lists it", async () => {
    const ctx = await createTestApp({ PRICES_INCLUDE_GST: setting });
    try {
      await seedDemoCatalogue(ctx.database.db, { dataDir: ctx.config.dataDir, pricesIncludeGst: ctx.config.pricesIncludeGst });
      const rates = new Map(
        (await ctx.database.db.select({ id: products.id, own: products.gstRate, category: categories.gstRate }).from(products).innerJoin(categories, eq(categories.id, products.categoryId))).map(
          (row) => [row.id, effectiveGstRate({ gstRate: row.own }, { gstRate: row.category })],
        ),
      );
      const listed: ListedProduct[] = [];
      let total = Number.POSITIVE_INFINITY;
      for (let offset = 0; offset < total; offset += 100) {
        const page = (await ctx.app.inject({ url: `/api/products?limit=100&offset=${offset}` })).json() as { products: ListedProduct[]; total: number };
        listed.push(...page.products);
        total = page.total;
      }
      expect(listed.length).toBeGreaterThan(300);
      const withMrp = listed.filter((product) => product.mrp !== null);
      expect(withMrp.length).toBe(listed.length);
      const above = withMrp.filter((product) => {
        const selling = decimalToPaise(product.salePrice ?? product.price)!;
        return priceWithGst(selling, { gstRate: rates.get(product.id)!, pricesIncludeGst: ctx.config.pricesIncludeGst }) > decimalToPaise(product.mrp!)!;
      });
      expect(above.map((product) => product.name)).toEqual([]);

      const variants = await ctx.database.db.select().from(productVariants);
      expect(variants.length).toBeGreaterThan(listed.length);
      const variantsAbove = variants.filter((variant) => {
        const selling = variant.salePricePaise ?? variant.pricePaise;
        return variant.mrpPaise === null || priceWithGst(selling, { gstRate: rates.get(variant.productId)!, pricesIncludeGst: ctx.config.pricesIncludeGst }) > variant.mrpPaise;
      });
      expect(variantsAbove.map((variant) => variant.sku)).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 180_000);
});
