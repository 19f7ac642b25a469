import { codAmountRefusedMessage } from "@shared/cash-on-delivery";
import { decimalToPaise, type Paise } from "@shared/money";
import { codRefusedMessage } from "@shared/pin-codes";

/**
 * Why cash on delivery cannot be chosen for this order, as the server would refuse it: the shipping
 * PIN code's zone does not allow it, or the total is above the shop's largest cash-on-delivery order
 * (`codMaxOrderAmount` from GET /api/shop-settings). Undefined when it can.
 */
export function codRefusal({ codAvailable, pincode }: { codAvailable: boolean; pincode: string }, totalPaise: Paise, codMaxOrderAmount: string | undefined): string | undefined {
  if (!codAvailable) return codRefusedMessage(pincode);
  const maxPaise = codMaxOrderAmount === undefined ? null : decimalToPaise(codMaxOrderAmount);
  return maxPaise !== null && totalPaise > maxPaise ? codAmountRefusedMessage(maxPaise) : undefined;
}
