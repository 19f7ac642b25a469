/** The absolute addresses mails link to, from the shop's public address (PUBLIC_URL). */
export function shopLinks(shopUrl: string) {
  const base = shopUrl.replace(/\/+$/, "");
  return {
    home: `${base}/`,
    order: (orderId: string) => `${base}/orders/${encodeURIComponent(orderId)}`,
    product: (slug: string) => `${base}/products/${encodeURIComponent(slug)}`,
    adminOrders: `${base}/admin/orders`,
    verifyEmail: (token: string) => `${base}/verify-email?token=${encodeURIComponent(token)}`,
    resetPassword: (token: string) => `${base}/reset-password?token=${encodeURIComponent(token)}`,
    forgotPassword: `${base}/forgot-password`,
    signIn: `${base}/signin`,
    newsletterConfirm: (email: string, token: string) => `${base}/newsletter/confirm?${new URLSearchParams({ email, token }).toString()}`,
  };
}

export type ShopLinks = ReturnType<typeof shopLinks>;
