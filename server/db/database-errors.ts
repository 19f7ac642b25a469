import { AppError } from "../errors";
import { unavailableAnswer } from "./database-unavailable";

/** What node-postgres and PGlite report for a failed statement (the fields the shop reads). */
interface PostgresError {
  code: string;
  constraint?: string;
  detail?: string;
}

/** The PostgreSQL error behind an error, if any: Drizzle wraps the driver's error as its cause. */
function postgresErrorOf(error: unknown): PostgresError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return current as PostgresError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Serialization failure and deadlock: PostgreSQL rolled the transaction back, and running it again may well succeed. */
export function isConflictAbort(error: unknown): boolean {
  const code = postgresErrorOf(error)?.code;
  return code === "40001" || code === "40P01";
}

/** Unique constraints a user can run into, with the field to name and the message to show. */
const UNIQUE_CONSTRAINTS: Record<string, { field: string; message: string }> = {
  products_slug_key: { field: "slug", message: "A product with this slug already exists" },
  products_sku_key: { field: "sku", message: "A product with this SKU already exists" },
  product_variants_sku_key: { field: "sku", message: "A product with this SKU already exists" },
  product_variants_product_options_key: { field: "options", message: "The product already has a variant with these values" },
  users_email_lower_key: { field: "email", message: "An account with this email already exists" },
  categories_slug_unique: { field: "slug", message: "A category with this slug already exists" },
  subcategories_slug_unique: { field: "slug", message: "A subcategory with this slug already exists" },
  brands_slug_unique: { field: "slug", message: "A brand with this slug already exists" },
};

/** CHECK constraints that are the last guard of a rule the services check first (a race got past them). */
const CHECK_CONSTRAINTS: Record<string, { code: "refund_exceeds_payment" | "invalid_input"; field: string; message: string }> = {
  orders_refunds_within_total: { code: "refund_exceeds_payment", field: "amount", message: "This refund is more than what is left of the payment" },
  products_selling_price_within_mrp: { code: "invalid_input", field: "mrp", message: "The selling price may not exceed the MRP" },
  products_net_quantity_with_unit: { code: "invalid_input", field: "netQuantity", message: "A net quantity must be above 0 and have its unit" },
  products_net_quantity_unit_known: { code: "invalid_input", field: "netQuantityUnit", message: "This unit of net quantity is not known" },
  products_maker_role_known: { code: "invalid_input", field: "makerRole", message: "Choose manufacturer, packer or importer" },
  products_best_before_range: { code: "invalid_input", field: "bestBeforeMonths", message: "Best before must be from 1 to 120 months" },
  product_variants_selling_price_within_mrp: { code: "invalid_input", field: "mrp", message: "The selling price may not exceed the MRP" },
  products_columns_follow_variants: {
    code: "invalid_input",
    field: "price",
    message: "This product is sold in several variants: change each variant's price and stock",
  },
};

/** `orders_gateway_order_id_unique` → `gatewayOrderId`: a readable guess for constraints not listed above. */
function fieldOfConstraint(constraint: string | undefined): string | undefined {
  const column = constraint?.replace(/^[a-z]+_/, "").replace(/_(key|unique|idx)$/, "");
  return column?.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * Database errors a client can cause (two requests racing for one slug, a value the column cannot
 * hold) as the API's 4xx answers, and a database away or too slow as 503 with Retry-After; undefined
 * for everything else, which stays a 500.
 */
export function translateDatabaseError(error: unknown): AppError | undefined {
  const unavailable = unavailableAnswer(error);
  if (unavailable) return unavailable;
  const failure = postgresErrorOf(error);
  if (!failure) return undefined;
  const { code, constraint, detail } = failure;
  if (code === "23505") {
    const known = constraint ? UNIQUE_CONSTRAINTS[constraint] : undefined;
    const field = known?.field ?? fieldOfConstraint(constraint);
    return new AppError("duplicate", known?.message ?? "This already exists", { field });
  }
  if (code === "23503") {
    return detail?.includes("still referenced")
      ? new AppError("conflict", "This is still in use and cannot be removed")
      : new AppError("invalid_input", "This refers to something that does not exist");
  }
  if (code === "23514") {
    const known = constraint ? CHECK_CONSTRAINTS[constraint] : undefined;
    if (known) return new AppError(known.code, known.message, { field: known.field });
    return new AppError("conflict", "This change is not possible in the current state");
  }
  if (isConflictAbort(error)) {
    return new AppError("conflict", "Someone else changed this at the same moment. Please try again.", { headers: { "retry-after": "1" } });
  }
  // Class 22, data exceptions: a number out of range, text the database cannot store, and the like.
  if (code.startsWith("22") || code === "54000") return new AppError("invalid_input", "A value is out of range or cannot be stored");
  return undefined;
}
