import ts from "typescript";

/** One import of a source file: what it names, whether it brings in types only, and where. */
export interface ImportUse {
  specifier: string;
  typeOnly: boolean;
  line: number;
}

export function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** Whether an import brings in types only: `import type …`, or every name marked `type`. */
function importIsTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false; // `import "x"` runs the module
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return false;
  return bindings.elements.every((element) => element.isTypeOnly);
}

function exportIsTypeOnly(declaration: ts.ExportDeclaration): boolean {
  if (declaration.isTypeOnly) return true;
  const clause = declaration.exportClause;
  return clause !== undefined && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly);
}

/** Every import of a parsed file: import and export declarations, `import("…")` and `import("…")` types. */
export function importsOf(source: ts.SourceFile): ImportUse[] {
  const uses: ImportUse[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      uses.push({ specifier: node.moduleSpecifier.text, typeOnly: importIsTypeOnly(node.importClause), line: lineOf(source, node) });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      uses.push({ specifier: node.moduleSpecifier.text, typeOnly: exportIsTypeOnly(node), line: lineOf(source, node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) uses.push({ specifier: argument.text, typeOnly: false, line: lineOf(source, node) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      uses.push({ specifier: node.argument.literal.text, typeOnly: true, line: lineOf(source, node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/** The imports of `text`, the source of `file` (.ts or .tsx). */
export function importsOfText(file: string, text: string): ImportUse[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return importsOf(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind));
}
