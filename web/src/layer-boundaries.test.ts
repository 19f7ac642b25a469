import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The ESLint rule of eslint.config.js that keeps the layers below the features (components/, hooks/,
// lib/) from importing a feature or a page, run on small files as if they sat where their path says.
const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("components/, hooks/ and lib/", () => {
  it("may not import a feature or a page, by alias or by relative path", async () => {
    const imports = [
      ["web/src/lib/probe.ts", `import { useCart } from "@/features/cart/api/get-cart";\nexport const probe = useCart;\n`],
      ["web/src/components/layout/probe.tsx", `import { router } from "@/app/router";\nexport const probe = router;\n`],
      ["web/src/hooks/use-probe.ts", `import { useCart } from "../features/cart/api/get-cart";\nexport const probe = useCart;\n`],
      ["web/src/components/ui/probe.tsx", `import { router } from "../../app/router";\nexport const probe = router;\n`],
    ];
    for (const [filePath, code] of imports) {
      const errors = await boundaryErrors(filePath!, code!);
      expect(errors, filePath).toHaveLength(1);
      expect(errors[0]).toContain("never import features/ or app/");
    }
  }, 60_000);

  it("may import each other, while a feature still imports them", async () => {
    expect(await boundaryErrors("web/src/components/layout/probe.tsx", `import { cn } from "@/lib/cn";\nexport const probe = cn;\n`)).toEqual([]);
    expect(await boundaryErrors("web/src/features/cart/components/probe.tsx", `import { cn } from "@/lib/cn";\nexport const probe = cn;\n`)).toEqual([]);
  }, 60_000);
});
