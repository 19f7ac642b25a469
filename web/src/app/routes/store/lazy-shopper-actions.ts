import { lazy } from "react";

/** The signed-in shopper's cart and wishlist code (shopper-actions.tsx): a chunk of its own. */
export const loadShopperActions = () => import("./shopper-actions");

/** ShopperActions, its code fetched when first rendered: pages render it for signed-in shoppers only. */
export const ShopperActions = lazy(() => loadShopperActions().then((module) => ({ default: module.ShopperActions })));
