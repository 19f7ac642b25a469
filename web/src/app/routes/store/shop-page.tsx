import { useParams } from "react-router";
import { ShopPageView } from "@/features/shop-pages/components/shop-page-view";
import { NotFoundPage } from "./not-found";

/** /pages/:slug (see docs/product/policy-pages.md): a policy or company page; an unknown slug is the shop's 404 page. */
export function ShopPagePage() {
  const { slug = "" } = useParams();
  return <ShopPageView key={slug} slug={slug} notFound={<NotFoundPage />} />;
}
