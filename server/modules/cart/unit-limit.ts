import { AppError } from "../../errors";

/** More units of one product than one order may hold (MAX_UNITS_PER_PRODUCT), in an order or a cart line. */
export function tooManyUnits(max: number, field: string, productId: number): AppError {
  return new AppError("conflict", `You can order at most ${max} of one product`, { field, details: { productId, maxUnitsPerProduct: max } });
}
