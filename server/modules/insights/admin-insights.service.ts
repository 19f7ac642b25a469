import { paiseToDecimal } from "@shared/money";
import type { AdminStats, Analytics } from "@shared/schemas/admin";
import { nameWithVariant } from "@shared/variant-label";
import type { Database } from "../../db/client";
import { optionsObject } from "../../db/variant-options";
import * as repo from "./admin-insights.repo";

const LOW_STOCK_AT_MOST = 5;
const rupees = (paiseText: string) => paiseToDecimal(Number(paiseText));

/** The dashboard's true totals and the analytics page's figures, all from SQL aggregates. */
export function createAdminInsightsService(db: Database) {
  return {
    async stats(): Promise<AdminStats> {
      const row = await repo.totals(db);
      return { totalProducts: row.products, totalOrders: row.orders, ordersToShip: row.toShip, totalRevenue: rupees(row.revenue) };
    },

    async analytics(days: number): Promise<Analytics> {
      const daily = await repo.dailyFigures(db, days);
      const since = new Date(`${daily[0]!.date}T00:00:00+05:30`);
      const [byStatus, byPaymentMethod, topByRevenue, topByUnits, lowStock] = await Promise.all([
        repo.ordersByStatus(db, since),
        repo.ordersByPaymentMethod(db, since),
        repo.topProducts(db, since, "revenue"),
        repo.topProducts(db, since, "units"),
        repo.lowStock(db, LOW_STOCK_AT_MOST),
      ]);
      const figure = (row: { productId: number | null; name: string; units: number; revenue: string }) => ({ ...row, revenue: rupees(row.revenue) });
      return {
        days,
        daily: daily.map((row) => ({ ...row, revenue: rupees(row.revenue) })),
        byStatus,
        byPaymentMethod: byPaymentMethod.map((row) => ({ ...row, revenue: rupees(row.revenue) })),
        topByRevenue: topByRevenue.map(figure),
        topByUnits: topByUnits.map(figure),
        lowStock: lowStock.map(({ options, ...row }) => ({ ...row, name: nameWithVariant(row.name, optionsObject(options)) })),
      };
    },
  };
}

export type AdminInsightsService = ReturnType<typeof createAdminInsightsService>;
