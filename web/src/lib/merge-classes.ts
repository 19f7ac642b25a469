/*
 * Later Tailwind classes override earlier ones of the same kind: `cn("px-2 h-10", "px-4")` keeps `h-10 px-4`.
 * Only the kinds of class the shop's components and pages use are known here; any other class is kept as it is.
 * A class is of one kind per variant (`sm:px-4` and `px-4` do not clash), and a broad class clears the narrower
 * ones before it (`p-4` after `px-2` leaves `p-4`; `px-2` after `p-4` keeps both).
 */

const SIDES = ["t", "r", "b", "l", "s", "e"];
const CORNERS = ["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"];

/** Kinds a broad kind also clears. */
const CLEARS: Record<string, string[]> = {
  p: ["px", "py", ...SIDES.map((side) => `p${side}`)],
  px: ["pl", "pr", "ps", "pe"],
  py: ["pt", "pb"],
  m: ["mx", "my", ...SIDES.map((side) => `m${side}`)],
  mx: ["ml", "mr", "ms", "me"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end"],
  "inset-x": ["left", "right", "start", "end"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  rounded: CORNERS.map((corner) => `rounded-${corner}`),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-b": ["rounded-bl", "rounded-br"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "border-w": ["border-w-x", "border-w-y", ...SIDES.map((side) => `border-w-${side}`)],
  "border-w-x": ["border-w-l", "border-w-r"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "text-size": ["leading"],
  flex: ["grow", "shrink", "basis"],
};

/** Kinds named by their prefix alone: `w-full`, `min-h-10`, `gap-x-3`, `translate-y-1`. Longest first. */
const PREFIXES = [
  "space-x", "space-y", "gap-x", "gap-y", "gap", "min-w", "max-w", "min-h", "max-h", "size", "w", "h",
  "inset-x", "inset-y", "inset", "top", "right", "bottom", "left", "start", "end", "z", "order", "basis",
  "grid-cols", "grid-rows", "col-span", "col-start", "col-end", "row-span", "row-start", "row-end", "columns",
  "aspect", "overflow-x", "overflow-y", "overflow", "overscroll", "leading", "tracking", "line-clamp", "indent",
  "opacity", "duration", "ease", "delay", "animate", "scale", "rotate", "translate-x", "translate-y", "skew",
  "origin", "cursor", "pointer-events", "select", "resize", "touch", "appearance", "caret", "accent", "fill",
  "underline-offset", "whitespace", "break", "align", "list", "content", "place-items", "place-content",
  "place-self", "justify-items", "justify-self", "justify", "items", "self", "scroll-m", "scroll-p", "snap",
  "will-change", "outline-offset", "backdrop-blur", "blur", "transition", "mix-blend", "grow", "shrink",
  ...["px", "py", "ps", "pe", "pt", "pr", "pb", "pl", "mx", "my", "ms", "me", "mt", "mr", "mb", "ml", "p", "m"],
];

const DISPLAY = /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|contents|flow-root|hidden|table|table-row|table-cell|list-item)$/;
const POSITION = /^(static|fixed|absolute|relative|sticky)$/;
const VISIBILITY = /^(visible|invisible|collapse)$/;
const TEXT_SIZE = /^text-(xs|sm|base|lg|[0-9]?xl|\[\d[^\]]*\])(\/.+)?$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^text-(wrap|nowrap|balance|pretty)$/;
const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_STYLE = /^border-(solid|dashed|dotted|double|hidden|none)$/;
const BORDER_WIDTH = /^border(?:-([xytrblse]))?(?:-(\d+|\[[^\]]+\]))?$/;
const SHADOW_SIZE = /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|inner|none|\[.+\]))?$/;
const RING_WIDTH = /^ring(-(\d+|\[[^\]]+\]))?$/;
const OUTLINE_STYLE = /^outline-(none|hidden|solid|dashed|dotted|double)$/;
const OUTLINE_WIDTH = /^outline(-\d+)?$/;
const BG_OTHER = /^bg-(fixed|local|scroll|clip-.+|origin-.+|no-repeat|repeat.*|cover|contain|auto|center|top|bottom|left|right|none|gradient-.+|linear-.+|radial.*|conic.*)$/;
const OBJECT_FIT = /^object-(contain|cover|fill|none|scale-down)$/;

/** The kind of a class without its variants, or null for a class of no known kind (always kept). */
function kindOf(utility: string): string | null {
  const base = utility.replace(/^-/, "");
  if (DISPLAY.test(base)) return "display";
  if (POSITION.test(base)) return "position";
  if (VISIBILITY.test(base)) return "visibility";
  if (base === "sr-only" || base === "not-sr-only") return "sr";
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(base)) return "text-transform";
  if (/^(underline|no-underline|line-through|overline)$/.test(base)) return "text-decoration";
  if (/^(italic|not-italic)$/.test(base)) return "font-style";
  if (/^(truncate|text-ellipsis|text-clip)$/.test(base)) return "text-overflow";
  if (/^flex-(row|row-reverse|col|col-reverse)$/.test(base)) return "flex-direction";
  if (/^flex-(wrap|wrap-reverse|nowrap)$/.test(base)) return "flex-wrap";
  if (/^flex-/.test(base)) return "flex";
  if (base.startsWith("text-")) {
    if (TEXT_SIZE.test(base)) return "text-size";
    if (TEXT_ALIGN.test(base)) return "text-align";
    if (TEXT_WRAP.test(base)) return "text-wrap";
    return "text-color";
  }
  if (base.startsWith("font-")) return FONT_WEIGHT.test(base) ? "font-weight" : "font-family";
  if (base === "border" || base.startsWith("border-")) {
    if (BORDER_STYLE.test(base)) return "border-style";
    const width = BORDER_WIDTH.exec(base);
    if (width) return width[1] ? `border-w-${width[1]}` : "border-w";
    return "border-color";
  }
  const rounded = /^rounded(?:-(tl|tr|br|bl|ss|se|es|ee|[trblse]))?(?:-.+)?$/.exec(base);
  if (rounded) return rounded[1] ? `rounded-${rounded[1]}` : "rounded";
  if (base === "shadow" || base.startsWith("shadow-")) return SHADOW_SIZE.test(base) ? "shadow" : "shadow-color";
  if (base.startsWith("ring-offset-")) return /^ring-offset-(\d+|\[[^\]]+\])$/.test(base) ? "ring-offset-width" : "ring-offset-color";
  if (base === "ring-inset") return "ring-inset";
  if (base === "ring" || base.startsWith("ring-")) return RING_WIDTH.test(base) ? "ring-width" : "ring-color";
  if (base === "outline" || (base.startsWith("outline-") && !base.startsWith("outline-offset"))) {
    return OUTLINE_STYLE.test(base) ? "outline-style" : OUTLINE_WIDTH.test(base) ? "outline-width" : "outline-color";
  }
  if (base.startsWith("bg-")) return BG_OTHER.test(base) ? "bg-other" : "bg-color";
  if (base.startsWith("stroke-")) return /^stroke-(\d+|\[\d[^\]]*\])$/.test(base) ? "stroke-width" : "stroke-color";
  if (base.startsWith("object-")) return OBJECT_FIT.test(base) ? "object-fit" : "object-position";
  if (base.startsWith("decoration-")) return /^decoration-(\d+|auto|from-font)$/.test(base) ? "decoration-thickness" : "decoration";
  const property = /^\[([a-z-]+):.+\]$/.exec(base);
  if (property) return `[${property[1]}]`;
  for (const prefix of PREFIXES) if (base === prefix || base.startsWith(`${prefix}-`)) return prefix;
  return null;
}

/** "sm:hover:px-4!" -> ["sm:hover:", "px-4", "!"]: variants (brackets may hold colons) and the importance mark. */
function parts(className: string): { variants: string; utility: string; important: boolean } {
  let depth = 0;
  let cut = 0;
  for (let index = 0; index < className.length; index += 1) {
    const character = className[index];
    if (character === "[") depth += 1;
    else if (character === "]") depth -= 1;
    else if (character === ":" && depth === 0) cut = index + 1;
  }
  let utility = className.slice(cut);
  const important = utility.startsWith("!") || utility.endsWith("!");
  utility = utility.replace(/^!|!$/g, "");
  return { variants: className.slice(0, cut), utility, important };
}

/** The classes of `classList` (space-separated), where a later class of the same kind and variants replaces an earlier one. */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index -= 1) {
    const className = classes[index]!;
    const { variants, utility, important } = parts(className);
    const kind = kindOf(utility);
    if (kind === null) {
      kept.push(className);
      continue;
    }
    const scope = `${variants}${important ? "!" : ""}`;
    if (taken.has(`${scope}${kind}`)) continue;
    kept.push(className);
    taken.add(`${scope}${kind}`);
    for (const narrower of CLEARS[kind] ?? []) taken.add(`${scope}${narrower}`);
  }
  return kept.reverse().join(" ");
}
