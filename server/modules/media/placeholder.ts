/** A neutral picture for products without an image (or whose image failed to load). */
export function placeholderSvg(width: number, height: number): string {
  const icon = Math.round(Math.min(width, height) * 0.28);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="No image">
<rect width="100%" height="100%" fill="#f3f4f6"/>
<g transform="translate(${width / 2 - icon / 2} ${height / 2 - icon / 2}) scale(${icon / 24})" fill="none" stroke="#9ca3af" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">
<rect x="3" y="3" width="18" height="18" rx="2"/><circle cx="9" cy="9" r="2"/><path d="m21 15-3.09-3.09a2 2 0 0 0-2.82 0L6 21"/>
</g>
</svg>`;
}
