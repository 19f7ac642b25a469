import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ShopSettingsSchema } from "@shared/schemas/shop-settings";
import type { ShopSettingsService } from "./shop-settings.service";

export const shopSettingsRoutes: FastifyPluginAsyncZod<{ shopSettings: ShopSettingsService }> = async (app, { shopSettings }) => {
  app.get("/api/shop-settings", { schema: { tags: ["shop"], response: { 200: ShopSettingsSchema } } }, () => shopSettings.settings());
};
