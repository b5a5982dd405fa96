// Lints code as a file of the tree, for the tests of the lint rules. A file that does not exist is written for the
// run and removed again: eslint-plugin-import's cycle rule reads the linted file and its imports from disk.
import { ESLint } from 'eslint';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` standing at `file` (relative to the root); `others` are written beside it. */
export async function ruleIds(file, code, others = {}) {
  const written = [];
  const writeFor = (relative, text) => {
    const path = join(root, relative);
    if (existsSync(path)) return path;
    writeFileSync(path, text);
    written.push(path);
    return path;
  };
  try {
    for (const [relative, text] of Object.entries(others)) writeFor(relative, text);
    const [result] = await eslint.lintText(code, { filePath: writeFor(file, code) });
    return result.messages.map((message) => message.ruleId);
  } finally {
    for (const path of written) rmSync(path);
  }
}
