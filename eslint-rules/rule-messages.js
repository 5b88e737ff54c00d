import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * The messages the rule `ruleId` reports for `code` as if it were the file at `file` (from the repository
 * root). The project's own configuration, so that a test also proves where the rule is switched on; only
 * that rule runs (the React Compiler's rules alone took seconds a file on a busy machine).
 */
export function ruleMessages(ruleId) {
  const eslint = new ESLint({ cwd: root, ruleFilter: (rule) => rule.ruleId === ruleId });
  return async (file, code) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message);
  };
}
