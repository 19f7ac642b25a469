import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { safeReturnUrl, withReturnUrl } from "@shared/return-url";
import { AddToCartSchema } from "@shared/schemas/cart";
import { AppError } from "../../errors";
import { currentSession } from "../../plugins/auth";
import { acceptFormBodies, FORM_TYPE } from "../../plugins/form-bodies";
import { setFormReturn } from "../../plugins/form-return";
import { optionsOfForm } from "../catalog/variant-choice";
import type { CartService } from "./cart.service";

/** The variant of a product with these option values, if one is on sale. */
export type FindVariant = (productId: number, options: Readonly<Record<string, string>>) => Promise<number | undefined>;

/**
 * Add to Cart and Buy Now as a plain HTML form, for a product page whose script has not run (or never
 * runs): the page's form posts `productId`, `quantity`, `returnUrl` (the product page), the variant
 * picker's values (`option[Size]=M`) and, from Buy Now, `next=checkout`. The same schema and service as POST /api/cart, and like every write the origin
 * check. A visitor is sent to sign in and back to the product; an added product goes on to the cart
 * (or checkout); a refusal goes back to the product page with its message.
 */
export const cartFormsRoutes: FastifyPluginAsyncZod<{ cart: CartService; findVariant: FindVariant }> = async (app, { cart, findVariant }) => {
  acceptFormBodies(app);

  app.post("/cart", { schema: { tags: ["cart"], consumes: [FORM_TYPE] } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>;
    const productPage = safeReturnUrl(body.returnUrl);
    reply.header("cache-control", "no-store");
    const session = await currentSession(request);
    if (!session) return reply.redirect(withReturnUrl("/signin", productPage), 303);

    const input = AddToCartSchema.safeParse({ productId: Number(body.productId), quantity: Number(body.quantity ?? 1) });
    const refused = (message: string) => {
      setFormReturn(reply, { form: "cart", message, errors: {}, values: {} });
      return reply.redirect(productPage, 303);
    };
    if (!input.success) return refused(input.error.issues[0]?.message ?? "This product could not be added.");
    const options = optionsOfForm(body);
    const variantId = options && input.data.productId !== undefined ? await findVariant(input.data.productId, options) : undefined;
    if (options && variantId === undefined) return refused("That choice is not on sale any more. Please choose again.");
    try {
      await cart.add(session.user.id, { ...input.data, variantId });
    } catch (error) {
      if (error instanceof AppError) return refused(error.message);
      throw error;
    }
    return reply.redirect(body.next === "checkout" ? "/checkout" : "/cart", 303);
  });
};
