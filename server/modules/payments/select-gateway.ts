import type { Config } from "../../config";
import type { PaymentGateway } from "./gateway";
import { createRazorpayGateway } from "./razorpay-gateway";
import { createSandbox, type Sandbox } from "./sandbox/sandbox-gateway";

/**
 * Razorpay when its keys are set; otherwise, outside production, the built-in sandbox; in production
 * without keys, no online payment at all (cash on delivery still works).
 */
export function selectGateway(config: Config, secret: string): { gateway: PaymentGateway | undefined; sandbox: Sandbox | undefined } {
  const { keyId, keySecret, webhookSecret, apiUrl } = config.razorpay;
  if (keyId && keySecret) return { gateway: createRazorpayGateway({ keyId, keySecret, webhookSecret, apiUrl }), sandbox: undefined };
  if (config.env === "production") return { gateway: undefined, sandbox: undefined };
  const sandbox = createSandbox(secret);
  return { gateway: sandbox.gateway, sandbox };
}
