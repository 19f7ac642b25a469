import { Text } from "@react-email/text";
import { SHOP_NAME } from "@shared/constants";
import { ActionButton, MailLayout, SectionTitle } from "./layout";
import { mailDateTime, rupees } from "./mail-format";
import type { OrderMailProps } from "./mail-props";
import { AddressBlock, FactsTable, ItemsTable, TotalsTable } from "./order-parts";
import { ownerPaymentWords } from "./payment-words";
import { STYLES } from "./theme";

/** To the shop's owner: an order came in. */
export function NewOrderMail({ data, links }: OrderMailProps) {
  const { order } = data;
  const customer = order.shippingAddress;
  return (
    <MailLayout
      preview={`${rupees(order.total)} from ${customer.firstName} ${customer.lastName}, ${customer.city}.`}
      title="New order"
      reason={`You are getting this e-mail because this address receives ${SHOP_NAME}'s new-order notifications.`}
      homeUrl={links.home}
    >
      <FactsTable
        rows={[
          { label: "Order number", value: order.orderNumber },
          { label: "Placed", value: mailDateTime(order.createdAt) },
          { label: "Customer", value: `${customer.firstName} ${customer.lastName}`.trim() },
          { label: "Phone", value: customer.phone },
          { label: "Payment", value: ownerPaymentWords(order) },
          { label: "Total", value: rupees(order.total) },
        ]}
      />
      <SectionTitle>Items</SectionTitle>
      <ItemsTable order={order} />
      <TotalsTable order={order} look="backOffice" />
      <SectionTitle>Ship to</SectionTitle>
      <AddressBlock address={order.shippingAddress} />
      {order.notes ? (
        <>
          <SectionTitle>Customer's note</SectionTitle>
          <Text style={{ ...STYLES.paragraph, whiteSpace: "pre-line" }}>{order.notes}</Text>
        </>
      ) : null}
      <ActionButton href={links.adminOrders}>Open the orders</ActionButton>
    </MailLayout>
  );
}
