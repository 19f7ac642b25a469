import type { PaymentRefunds } from "../payments/webhook.service";
import { refundWhatIsLeft } from "./create-refund";
import { applyGatewayRefundReport } from "./refund-outcome";

/**
 * The refunds module's part in payments and in cancelling orders, handed to those services by
 * server/app.ts: they do not import refunds, so refunds may import orders and payments.
 */
export const refundHooks: PaymentRefunds = {
  refundCancelled: refundWhatIsLeft,
  applyReport: applyGatewayRefundReport,
};
