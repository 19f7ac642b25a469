/** A variant's option values as a parent reads them: "Size: M, Pack: 3"; empty for a product without options. */
export function variantLabel(options: Readonly<Record<string, string>>): string {
  return Object.entries(options)
    .map(([name, value]) => `${name}: ${value}`)
    .join(", ");
}

/** A product's name with the variant's values when it has any: "Pampers Pants (Size: M)". */
export function nameWithVariant(productName: string, options: Readonly<Record<string, string>>): string {
  const label = variantLabel(options);
  return label ? `${productName} (${label})` : productName;
}
