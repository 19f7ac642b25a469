import { ActionButton, Greeting, MailLayout, Notice, Paragraph, SectionTitle } from "./layout";
import { type OrderMailProps, orderMailReason } from "./mail-props";
import { ItemsTable } from "./order-parts";

export function OrderDeliveredMail({ data, links }: OrderMailProps) {
  const { order } = data;
  const reviewable = order.orderItems.some((item) => item.productId !== null);
  return (
    <MailLayout preview={`Order ${order.orderNumber} has been delivered.`} title="Your order has been delivered" reason={orderMailReason(order)} homeUrl={links.home}>
      <Greeting firstName={data.firstName} />
      <Notice tone="mint">{`Order ${order.orderNumber} has been delivered. We hope your little one loves it!`}</Notice>
      {reviewable ? (
        <>
          <SectionTitle>Tell other parents what you think</SectionTitle>
          <Paragraph>A short review helps other families choose. Open a product to write yours:</Paragraph>
        </>
      ) : null}
      <ItemsTable order={order} productUrl={reviewable ? links.product : undefined} />
      <ActionButton href={links.order(order.id)}>View your order</ActionButton>
    </MailLayout>
  );
}
