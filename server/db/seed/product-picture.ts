import type { PictureKind } from "./catalogue-types";

export interface PictureContent {
  /** The big words at the bottom: the product (or subcategory) name. */
  title: string;
  /** The small words at the top: the brand (or category) name. */
  caption: string;
  kind: PictureKind;
  palette: { background: string; accent: string };
  /** 1, 2 or 3: the same product seen another way, for the gallery. */
  view: number;
}

const SIZE = 800;
const LINE_CHARACTERS = 24;
const MAX_LINES = 3;

/** Simple drawings on a 200 × 200 grid, one per category. */
const drawings: Record<PictureKind, string> = {
  bottle: `<ellipse cx="100" cy="22" rx="18" ry="16"/><rect x="62" y="34" width="76" height="26" rx="6"/><rect x="50" y="60" width="100" height="132" rx="30"/><path d="M62 95h24M62 120h18M62 145h24M62 170h18" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`,
  stroller: `<path d="M40 100A60 60 0 0 1 100 40V100Z"/><path d="M40 100H160Q160 150 110 150H80Q40 150 40 100Z"/><path d="M160 100L186 46" stroke="currentColor" stroke-width="9" stroke-linecap="round" fill="none"/><circle cx="68" cy="174" r="18"/><circle cx="140" cy="174" r="18"/>`,
  diaper: `<path d="M28 52H172V92Q172 112 150 120Q126 130 118 172H82Q74 130 50 120Q28 112 28 92Z"/><rect x="28" y="52" width="144" height="16" fill="#fff" opacity=".45"/><rect x="20" y="70" width="18" height="22" rx="4"/><rect x="162" y="70" width="18" height="22" rx="4"/>`,
  tube: `<rect x="84" y="12" width="44" height="14" rx="4"/><rect x="92" y="26" width="16" height="26"/><rect x="55" y="52" width="90" height="140" rx="24"/><rect x="70" y="96" width="60" height="52" rx="10" fill="#fff" opacity=".6"/>`,
  teddy: `<circle cx="62" cy="46" r="20"/><circle cx="138" cy="46" r="20"/><circle cx="100" cy="84" r="46"/><ellipse cx="100" cy="160" rx="52" ry="38"/><ellipse cx="100" cy="98" rx="18" ry="13" fill="#fff" opacity=".7"/><circle cx="84" cy="74" r="5" fill="#fff"/><circle cx="116" cy="74" r="5" fill="#fff"/>`,
  shield: `<path d="M100 14L172 42V96Q172 160 100 192Q28 160 28 96V42Z"/><path d="M88 64h24v24h24v24h-24v24h-24v-24h-24v-24h24Z" fill="#fff"/>`,
  heart: `<path d="M100 182C18 124 18 38 70 38C88 38 100 52 100 64C100 52 112 38 130 38C182 38 182 124 100 182Z"/><path d="M62 70Q66 56 80 56" stroke="#fff" stroke-width="7" stroke-linecap="round" fill="none"/>`,
  gift: `<rect x="34" y="82" width="132" height="106" rx="8"/><rect x="26" y="60" width="148" height="30" rx="6"/><rect x="92" y="60" width="16" height="128" fill="#fff" opacity=".7"/><ellipse cx="80" cy="48" rx="22" ry="13"/><ellipse cx="120" cy="48" rx="22" ry="13"/>`,
};

/** Placement of the drawing for each gallery view: straight on, tilted, mirrored and closer. */
const views = [
  { transform: "translate(240 150) scale(1.6)", halo: 250 },
  { transform: "translate(400 310) rotate(-12) translate(-160 -160) scale(1.6)", halo: 270 },
  { transform: "translate(580 110) scale(-1.8 1.8)", halo: 220 },
];

/** A demo product picture: 800 × 800, a pastel background, the category's drawing, brand and name. */
export function productPictureSvg(content: PictureContent): string {
  const view = views[(content.view - 1) % views.length]!;
  const { background, accent } = content.palette;
  const lines = wrapWords(content.title, LINE_CHARACTERS, MAX_LINES);
  const titleTop = 700 - (lines.length - 1) * 52;
  const title = lines.map((line, i) => `<tspan x="400" y="${titleTop + i * 52}">${escapeXml(line)}</tspan>`).join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(content.title)}">`,
    `<rect width="${SIZE}" height="${SIZE}" fill="${background}"/>`,
    `<circle cx="400" cy="330" r="${view.halo}" fill="#fff" opacity=".55"/>`,
    `<g transform="${view.transform}" fill="${accent}" color="${accent}">${drawings[content.kind]}</g>`,
    `<text x="400" y="70" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="32" font-weight="700" letter-spacing="3" fill="${accent}">${escapeXml(content.caption.toUpperCase())}</text>`,
    `<text text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="42" font-weight="600" fill="#37364a">${title}</text>`,
    `</svg>`,
  ].join("\n");
}

/** Whole words on at most `maxLines` lines; the last line ends in an ellipsis when words are left over. */
export function wrapWords(text: string, lineCharacters: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= lineCharacters) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const lastLine = kept[maxLines - 1]!;
  kept[maxLines - 1] = lastLine.length < lineCharacters ? `${lastLine}…` : `${lastLine.slice(0, lineCharacters - 1)}…`;
  return kept;
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
