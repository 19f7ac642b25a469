import { mailedRefund } from "../mail-data";
import { ActionButton, Greeting, MailLayout, Notice, Paragraph } from "./layout";
import { rupees } from "./mail-format";
import { type OrderMailProps, orderMailReason } from "./mail-props";
import { FactsTable } from "./order-parts";
import { refundMethodWords, refundSentence, refundStateWords } from "./payment-words";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function RefundIssuedMail({ data, links }: OrderMailProps) {
  const { order } = data;
  const refund = mailedRefund(data);
  const failed = refund?.state === "failed";
  return (
    <MailLayout
      preview={refund ? `${rupees(refund.amount)} for order ${order.orderNumber}: ${refundStateWords(refund)}.` : `A refund for order ${order.orderNumber}.`}
      title={failed ? "About your refund" : "We have refunded you"}
      reason={orderMailReason(order)}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      {refund ? (
        <>
          <Notice tone={failed ? "sky" : "mint"}>
            {failed ? refundSentence(refund) : `We have refunded ${rupees(refund.amount)} for order ${order.orderNumber}.`}
          </Notice>
          <FactsTable
            rows={[
              { label: "Refund", value: rupees(refund.amount) },
              { label: "How", value: capitalised(refundMethodWords(refund)) },
              { label: "Status", value: capitalised(refundStateWords(refund)) },
              { label: "Order number", value: order.orderNumber },
              { label: "Refunded so far", value: `${rupees(order.refunded)} of ${rupees(order.total)}` },
            ]}
          />
        </>
      ) : (
        <Paragraph>{`We have refunded part or all of order ${order.orderNumber}: your order page shows each refund and where it stands.`}</Paragraph>
      )}
      <ActionButton href={links.order(order.id)}>View your order</ActionButton>
    </MailLayout>
  );
}
