/**
 * The variants editor's rows follow its options: one row per combination of the options' values. Options
 * and values carry a key of their own, so renaming a value keeps its rows, and rows are matched to the
 * combinations by those keys (see docs/product/admin-products.md#options-and-variants-the-screen).
 */

export interface OptionValueFields {
  key: string;
  value: string;
  /** A fit band such as "7–12 kg"; "" for none. */
  note: string;
}

export interface OptionFields {
  key: string;
  name: string;
  values: OptionValueFields[];
}

/** One variant as its row's inputs hold it. */
export interface VariantRowFields {
  /** The saved variant this row is (its orders and cart lines stay with it), or null for a new one. */
  variantId: number | null;
  /** The value of each option: option key → value key. */
  choice: Record<string, string>;
  sku: string;
  price: string;
  discountPercentage: string;
  mrp: string;
  stockQuantity: string;
  netQuantity: string;
  netQuantityUnit: string;
  /** The variant's own pictures; empty shows the product's. */
  images: string[];
  isActive: boolean;
}

export interface VariantsFormValues {
  options: OptionFields[];
  variants: VariantRowFields[];
}

let lastKey = 0;

/** A key for a new option or value, unique in this page. */
export function newKey(): string {
  lastKey += 1;
  return `key-${lastKey}`;
}

/** An option without values yet takes no part in the combinations. */
const optionsWithValues = (options: OptionFields[]) => options.filter((option) => option.values.length > 0);

/** Every combination of the options' values, the first option varying slowest; one empty combination without options. */
export function combinationsOf(options: OptionFields[]): Record<string, string>[] {
  return optionsWithValues(options).reduce<Record<string, string>[]>(
    (combinations, option) => combinations.flatMap((combination) => option.values.map((entry) => ({ ...combination, [option.key]: entry.key }))),
    [{}],
  );
}

/** A row made before an option had values stands for that option's first value. */
function rowFits(row: VariantRowFields, combination: Record<string, string>, options: OptionFields[]): boolean {
  return optionsWithValues(options).every((option) => {
    const chosen = row.choice[option.key];
    return chosen === undefined ? combination[option.key] === option.values[0]?.key : chosen === combination[option.key];
  });
}

/** A row for a combination no variant has yet: the first row's prices (often the same across sizes), no stock. */
function newRow(choice: Record<string, string>, template: VariantRowFields | undefined, isActive: boolean): VariantRowFields {
  return {
    variantId: null,
    choice,
    sku: "",
    price: template?.price ?? "",
    discountPercentage: template?.discountPercentage ?? "",
    mrp: template?.mrp ?? "",
    stockQuantity: "0",
    netQuantity: "",
    netQuantityUnit: "",
    images: [],
    isActive,
  };
}

/**
 * The rows for the options as they are now, in the combinations' order: each existing row keeps its
 * combination (with its id and numbers), a combination without one gets a new row, and rows of a value
 * or option no longer there are dropped. Removing an option keeps, for each remaining combination, the
 * first row that had it. New rows are active unless `newRowsActive` is false.
 */
export function rowsForOptions(options: OptionFields[], rows: VariantRowFields[], { newRowsActive = true } = {}): VariantRowFields[] {
  const unused = [...rows];
  return combinationsOf(options).map((combination) => {
    const index = unused.findIndex((row) => rowFits(row, combination, options));
    if (index === -1) return newRow(combination, rows[0], newRowsActive);
    const [row] = unused.splice(index, 1);
    return { ...row!, choice: combination };
  });
}

/** The bulk "Set for all": the same price or stock in every row. */
export function applyToAll(rows: VariantRowFields[], change: Partial<Pick<VariantRowFields, "price" | "stockQuantity">>): VariantRowFields[] {
  return rows.map((row) => ({ ...row, ...change }));
}

/** An option's name, or "Option 2" while it has none. */
export function optionTitle(option: OptionFields, index: number): string {
  return option.name.trim() || `Option ${index + 1}`;
}

/** The option values of a row as text, in the options' order: [["Size", "M"], ["Colour", "Blue"]]. */
export function rowValues(options: OptionFields[], row: VariantRowFields): [string, string][] {
  return options.flatMap((option, index): [string, string][] =>
    option.values.length === 0
      ? []
      : [[optionTitle(option, index), option.values.find((entry) => entry.key === row.choice[option.key])?.value.trim() ?? ""]],
  );
}

/** What a row's inputs are named by: "Size M, Colour Blue", or "the product" without options. */
export function rowLabel(options: OptionFields[], row: VariantRowFields): string {
  const values = rowValues(options, row);
  return values.length === 0 ? "the product" : values.map(([name, value]) => `${name} ${value}`.trim()).join(", ");
}
