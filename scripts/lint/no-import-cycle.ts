// ESLint rule `local/no-import-cycle`: an import (type-only or not) whose target imports the
// importing file back, directly or through other files. Reported on the import, with the way
// back, e.g. "Import circle: a.ts → b.ts → a.ts". See scripts/lint/import-graph.ts.
import path from 'node:path';
import type { Rule } from 'eslint';
import { pathBack, resolveSpecifier } from './import-graph.ts';

export const noImportCycle: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import circles, counting type-only imports' },
    schema: [],
    messages: { circle: 'Import circle (type-only imports count): {{route}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const check = (node: Rule.Node, specifier: unknown) => {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(file, specifier);
      if (target === undefined || target === file) return;
      const back = pathBack(file, target);
      if (back === undefined) return;
      const cwd = context.cwd;
      const route = [file, ...back].map((f) => path.relative(cwd, f)).join(' → ');
      context.report({ node, messageId: 'circle', data: { route } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => check(node, node.source?.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
