import { SHOP_NAME } from "@shared/constants";
import { TOKEN_LIFETIME_MS } from "../mail-data";
import { AccountLink } from "./account-link";
import { Greeting, MailLayout, Paragraph } from "./layout";
import { lifetimeWords } from "./mail-format";
import type { AccountMailProps } from "./mail-props";

export function WelcomeMail({ data, links }: AccountMailProps) {
  return (
    <MailLayout
      preview="Your account is ready. Please verify your e-mail address."
      title={`Welcome to ${SHOP_NAME}!`}
      reason={`You are getting this e-mail because an account was created at ${SHOP_NAME} with this address.`}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>{`Thank you for joining ${SHOP_NAME}. Your account is ready: you can shop, keep a wishlist and follow your orders.`}</Paragraph>
      <Paragraph>{`Please confirm that ${data.email} is your e-mail address, so that your order updates reach you and you can reset your password if you forget it.`}</Paragraph>
      <AccountLink href={data.token === null ? null : links.verifyEmail(data.token)} label="Verify my e-mail address" />
      <Paragraph>{`The link works for ${lifetimeWords(TOKEN_LIFETIME_MS.verify_email)}.`}</Paragraph>
    </MailLayout>
  );
}
