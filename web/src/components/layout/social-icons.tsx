/** Simple line drawings for the social links (lucide has no brand marks). Decorative only. */
const common = {
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 1.8,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
  className: "size-4",
} as const;

export function FacebookIcon() {
  return (
    <svg {...common}>
      <path d="M14.5 8H16V4.5h-2A4 4 0 0 0 10 8.5V11H8v3.5h2V21h3.5v-6.5H16l.5-3.5h-3V9a1 1 0 0 1 1-1Z" />
    </svg>
  );
}

export function InstagramIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function YoutubeIcon() {
  return (
    <svg {...common}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.5 4.5 2.5-4.5 2.5Z" fill="currentColor" />
    </svg>
  );
}

export function XIcon() {
  return (
    <svg {...common}>
      <path d="m4.5 4.5 15 15M19.5 4.5l-15 15" />
    </svg>
  );
}
