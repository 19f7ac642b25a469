import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { SHOP_NAME, SUPPORT } from "@shared/constants";
import type { ReactNode } from "react";
import { COLOURS, FONT, STYLES } from "./theme";

interface MailLayoutProps {
  /** The line inboxes show after the subject. */
  preview: string;
  title: string;
  /** Why the recipient got this mail, for the footer. */
  reason: string;
  homeUrl: string;
  children: ReactNode;
}

/** Every mail of the shop: the brand header, one column of at most 600 px, the support footer. */
export function MailLayout({ preview, title, reason, homeUrl, children }: MailLayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: COLOURS.page, margin: 0, padding: "16px 8px", fontFamily: FONT }}>
        <Container style={{ maxWidth: "600px", backgroundColor: COLOURS.card, border: `1px solid ${COLOURS.border}`, borderRadius: "12px", overflow: "hidden" }}>
          <Section style={{ backgroundColor: COLOURS.primarySoft, padding: "18px 24px" }}>
            <Link href={homeUrl} style={{ color: COLOURS.primaryStrong, fontSize: "22px", fontWeight: 800, letterSpacing: "-0.5px", textDecoration: "none" }}>
              {SHOP_NAME}
            </Link>
          </Section>
          <Section style={{ padding: "24px" }}>
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", margin: "0 0 16px", color: COLOURS.text }}>
              {title}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: "0 24px 24px" }}>
            <Hr style={{ borderTop: `1px solid ${COLOURS.border}`, margin: "0 0 16px" }} />
            <Text style={STYLES.small}>
              {`Questions? Call us on ${SUPPORT.phone} (${SUPPORT.hours.join(", ")}) or write to `}
              <Link href={`mailto:${SUPPORT.email}`} style={STYLES.link}>
                {SUPPORT.email}
              </Link>
              .
            </Text>
            <Text style={STYLES.small}>
              {`${SHOP_NAME}, ${SUPPORT.address}`}
            </Text>
            <Text style={{ ...STYLES.small, margin: 0 }}>{reason}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Greeting({ firstName }: { firstName: string | null }) {
  const name = firstName?.trim();
  return <Text style={STYLES.paragraph}>{name ? `Hello ${name},` : "Hello,"}</Text>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={STYLES.paragraph}>{children}</Text>;
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={STYLES.sectionTitle}>
      {children}
    </Heading>
  );
}

/** A soft pastel box for the news of the mail (sky: information, mint: good news). */
export function Notice({ tone = "sky", children }: { tone?: "sky" | "mint"; children: ReactNode }) {
  const [background, colour] = tone === "mint" ? [COLOURS.mint, COLOURS.mintText] : [COLOURS.sky, COLOURS.skyText];
  return (
    <Section style={{ backgroundColor: background, borderRadius: "8px", padding: "12px 16px", margin: "0 0 16px" }}>
      <Text style={{ ...STYLES.paragraph, color: colour, margin: 0 }}>{children}</Text>
    </Section>
  );
}

/** The mail's main action: a rose button (its plain text shows the label and the address). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "24px 0 8px" }}>
      <Button
        href={href}
        style={{
          backgroundColor: COLOURS.primary,
          color: COLOURS.primaryOn,
          borderRadius: "8px",
          padding: "12px 20px",
          fontSize: "15px",
          fontWeight: 700,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}
