import { ActionButton, Greeting, MailLayout, Notice, Paragraph, SectionTitle } from "./layout";
import { rupees } from "./mail-format";
import { type OrderMailProps, orderMailReason } from "./mail-props";
import { FactsTable, ItemsTable } from "./order-parts";
import { moneyBackSentences } from "./payment-words";

export function OrderCancelledMail({ data, links }: OrderMailProps) {
  const { order } = data;
  return (
    <MailLayout preview={`Order ${order.orderNumber} has been cancelled.`} title="Your order has been cancelled" reason={orderMailReason(order)} homeUrl={links.home}>
      <Greeting firstName={data.firstName} />
      <Paragraph>{`Order ${order.orderNumber} has been cancelled and will not be delivered.`}</Paragraph>
      <SectionTitle>Your money</SectionTitle>
      {moneyBackSentences(order).map((sentence) => (
        <Notice key={sentence}>{sentence}</Notice>
      ))}
      <SectionTitle>What was in the order</SectionTitle>
      <ItemsTable order={order} />
      <FactsTable
        rows={[
          { label: "Order number", value: order.orderNumber },
          { label: "Order total", value: rupees(order.total) },
        ]}
      />
      <ActionButton href={links.order(order.id)}>View your order</ActionButton>
    </MailLayout>
  );
}
