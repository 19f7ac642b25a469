import { ActionButton, Greeting, MailLayout, Paragraph, SectionTitle } from "./layout";
import { mailDate, rupees } from "./mail-format";
import { type OrderMailProps, orderMailReason } from "./mail-props";
import { AddressBlock, FactsTable, ItemsTable, TotalsTable } from "./order-parts";
import { paymentWords } from "./payment-words";

export function OrderPlacedMail({ data, links }: OrderMailProps) {
  const { order } = data;
  return (
    <MailLayout
      preview={`Order ${order.orderNumber} for ${rupees(order.total)} is confirmed.`}
      title="Thank you for your order!"
      reason={orderMailReason(order)}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>We have your order and are getting it ready. We will write again as soon as it ships.</Paragraph>
      <FactsTable
        rows={[
          { label: "Order number", value: order.orderNumber },
          { label: "Placed on", value: mailDate(order.createdAt) },
          { label: "Payment", value: paymentWords(order) },
        ]}
      />
      <SectionTitle>Your items</SectionTitle>
      <ItemsTable order={order} />
      <TotalsTable order={order} />
      <SectionTitle>Delivery address</SectionTitle>
      <AddressBlock address={order.shippingAddress} />
      <ActionButton href={links.order(order.id)}>View your order</ActionButton>
    </MailLayout>
  );
}
