import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { secondsUntilPromiseChanges } from "@shared/delivery-dates";
import {
  DeliveryCheckQuerySchema,
  DeliveryCheckSchema,
  DeliveryHolidayInputSchema,
  DeliveryHolidayListSchema,
  DeliveryHolidayParamsSchema,
  DeliveryHolidaySchema,
  DeliveryZoneIdParamsSchema,
  DeliveryZoneInputSchema,
  DeliveryZoneListSchema,
  DeliveryZoneSchema,
} from "@shared/schemas/delivery";
import { requireAdmin } from "../../plugins/auth";
import type { DeliveryService } from "./delivery.service";

/** Browsers and proxies may keep an answer this long at most, and never past the next cut-off or midnight in India. */
const CHECK_CACHE_SECONDS = 300;

/**
 * The storefront's delivery check by PIN code (docs/product/checkout-and-orders.md). Public; it costs no
 * query, so it is not rate-limited.
 */
export const deliveryRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService;
}> = async (app, { delivery }) => {
  app.get(
    "/api/delivery/check",
    {
      schema: {
        tags: ["delivery"],
        querystring: DeliveryCheckQuerySchema,
        response: { 200: DeliveryCheckSchema },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const check = await delivery.check(request.query.pincode, now);
      return reply
        .header(
          "cache-control",
          `public, max-age=${Math.min(CHECK_CACHE_SECONDS, secondsUntilPromiseChanges(now))}`,
        )
        .send(check);
    },
  );
};

/** The back office's delivery zones and holidays (docs/product/admin-delivery.md). Administrators only. */
export const adminDeliveryRoutes: FastifyPluginAsyncZod<{
  delivery: DeliveryService;
}> = async (admin, { delivery }) => {
  const tags = ["admin"];
  admin.addHook("onRequest", requireAdmin);
  const URL = "/api/admin/delivery";

  admin.get(
    `${URL}/zones`,
    { schema: { tags, response: { 200: DeliveryZoneListSchema } } },
    async () => ({ zones: await delivery.listZones() }),
  );

  admin.post(
    `${URL}/zones`,
    {
      schema: {
        tags,
        body: DeliveryZoneInputSchema,
        response: { 201: z.object({ zone: DeliveryZoneSchema }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ zone: await delivery.createZone(request.body) }),
  );

  admin.put(
    `${URL}/zones/:id`,
    {
      schema: {
        tags,
        params: DeliveryZoneIdParamsSchema,
        body: DeliveryZoneInputSchema,
        response: { 200: z.object({ zone: DeliveryZoneSchema }) },
      },
    },
    async (request) => ({
      zone: await delivery.updateZone(request.params.id, request.body),
    }),
  );

  admin.delete(
    `${URL}/zones/:id`,
    { schema: { tags, params: DeliveryZoneIdParamsSchema } },
    async (request, reply) => {
      await delivery.removeZone(request.params.id);
      return reply.status(204).send();
    },
  );

  admin.get(
    `${URL}/holidays`,
    { schema: { tags, response: { 200: DeliveryHolidayListSchema } } },
    async () => ({ holidays: await delivery.listHolidays() }),
  );

  admin.post(
    `${URL}/holidays`,
    {
      schema: {
        tags,
        body: DeliveryHolidayInputSchema,
        response: { 201: z.object({ holiday: DeliveryHolidaySchema }) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ holiday: await delivery.addHoliday(request.body) }),
  );

  admin.delete(
    `${URL}/holidays/:day`,
    { schema: { tags, params: DeliveryHolidayParamsSchema } },
    async (request, reply) => {
      await delivery.removeHoliday(request.params.day);
      return reply.status(204).send();
    },
  );
};
