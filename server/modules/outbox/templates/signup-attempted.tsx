import { SHOP_NAME } from "@shared/constants";
import { ActionButton, Greeting, MailLayout, Paragraph } from "./layout";
import { mailDateTime } from "./mail-format";
import type { AccountMailProps } from "./mail-props";

/**
 * To an account's address when someone signs up with it. Sign-up answers as if an account was made, so
 * that it does not tell who shops here; this mail is how the owner learns the account already existed.
 */
export function SignupAttemptedMail({ data, links }: AccountMailProps) {
  const when = data.changedAt ? ` on ${mailDateTime(data.changedAt)} (IST)` : "";
  return (
    <MailLayout
      preview="No new account was made: yours is unchanged."
      title="You already have an account"
      reason={`You are getting this e-mail because someone tried to create a ${SHOP_NAME} account with this address.`}
      homeUrl={links.home}
    >
      <Greeting firstName={data.firstName} />
      <Paragraph>{`Someone tried to create a ${SHOP_NAME} account with ${data.email}${when}. This address already has an account, so no new one was made, and yours is unchanged: its password is the one you chose before.`}</Paragraph>
      <Paragraph>If this was you, sign in with your account:</Paragraph>
      <ActionButton href={links.signIn}>Sign in</ActionButton>
      <Paragraph>Forgot your password? Choose a new one:</Paragraph>
      <ActionButton href={links.forgotPassword}>Choose a new password</ActionButton>
      <Paragraph>If it was not you, there is nothing to do.</Paragraph>
    </MailLayout>
  );
}
