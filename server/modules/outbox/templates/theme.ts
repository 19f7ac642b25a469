import type { CSSProperties } from "react";

/** The storefront's colours (web/src/index.css): warm white, a rose primary, sky and mint pastels. */
export const COLOURS = {
  page: "#f7f0f3",
  card: "#ffffff",
  border: "#efe3e8",
  text: "#1e293b",
  muted: "#475569",
  primary: "#e11d48",
  primaryOn: "#ffffff",
  primarySoft: "#ffe4e6",
  primaryStrong: "#9f1239",
  sky: "#e0f2fe",
  skyText: "#075985",
  mint: "#d1fae5",
  mintText: "#065f46",
} as const;

export const FONT = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

export const STYLES = {
  paragraph: { fontSize: "15px", lineHeight: "24px", margin: "0 0 16px", color: COLOURS.text },
  small: { fontSize: "13px", lineHeight: "20px", margin: "0 0 8px", color: COLOURS.muted },
  sectionTitle: { fontSize: "16px", lineHeight: "24px", fontWeight: 700, margin: "24px 0 8px", color: COLOURS.text },
  cell: { padding: "8px 0", fontSize: "14px", lineHeight: "20px", color: COLOURS.text, verticalAlign: "top" },
  amountCell: { padding: "8px 0 8px 12px", fontSize: "14px", lineHeight: "20px", color: COLOURS.text, textAlign: "right", whiteSpace: "nowrap", verticalAlign: "top" },
  link: { color: COLOURS.primaryStrong, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;
