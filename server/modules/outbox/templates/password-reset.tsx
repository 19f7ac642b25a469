import { SHOP_NAME } from "@shared/constants";
import { TOKEN_LIFETIME_MS } from "../mail-data";
import { AccountLink } from "./account-link";
import { Greeting, MailLayout, Paragraph } from "./layout";
import { lifetimeWords } from "./mail-format";
import type { AccountMailProps } from "./mail-props";

export function PasswordResetMail({ data, links }: AccountMailProps) {
  return (
    <MailLayout
      preview="Choose a new password with the link inside."
      title="Reset your password"
      reason={`You are getting this e-mail because someone asked to reset the password of the ${SHOP_NAME} account of this address.`}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>{`We got a request to reset the password of your ${SHOP_NAME} account. Choose a new one with this link:`}</Paragraph>
      <AccountLink href={data.token === null ? null : links.resetPassword(data.token)} label="Choose a new password" />
      <Paragraph>{`The link works for ${lifetimeWords(TOKEN_LIFETIME_MS.password_reset)}, once.`}</Paragraph>
      <Paragraph>If you didn't ask, ignore this mail; your password stays the same.</Paragraph>
    </MailLayout>
  );
}
