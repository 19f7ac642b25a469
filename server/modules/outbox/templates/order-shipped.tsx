import { ActionButton, Greeting, MailLayout, Notice, SectionTitle } from "./layout";
import { type OrderMailProps, orderMailReason } from "./mail-props";
import { AddressBlock, FactsTable, ItemsTable } from "./order-parts";
import { paymentWords } from "./payment-words";

export function OrderShippedMail({ data, links }: OrderMailProps) {
  const { order } = data;
  return (
    <MailLayout preview={`Order ${order.orderNumber} is on its way to you.`} title="Your order is on its way" reason={orderMailReason(order)} homeUrl={links.home}>
      <Greeting firstName={data.firstName} />
      <Notice>{`Good news: order ${order.orderNumber} has left our warehouse and is on its way to you.`}</Notice>
      <FactsTable
        rows={[
          { label: "Order number", value: order.orderNumber },
          { label: "Payment", value: paymentWords(order) },
        ]}
      />
      <SectionTitle>In the parcel</SectionTitle>
      <ItemsTable order={order} />
      <SectionTitle>Delivering to</SectionTitle>
      <AddressBlock address={order.shippingAddress} />
      <ActionButton href={links.order(order.id)}>Track your order</ActionButton>
    </MailLayout>
  );
}
