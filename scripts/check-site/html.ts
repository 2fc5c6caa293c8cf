import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import type { Failure } from './failure';

/**
 * Validates every HTML page of out/ with html-validate, configured by the repository's .htmlvalidate.json
 * (the standard and a11y presets), as `npx html-validate out` would. Each message is a failure: the page's
 * URL path, the element's selector, the rule and html-validate's message.
 */
export async function validatePages(outDir: string, pagePaths: string[]): Promise<{ files: number; failures: Failure[] }> {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const failures: Failure[] = [];
  for (const page of pagePaths) {
    const file = path.join(outDir, page.endsWith('/') ? `${page}index.html` : page);
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages) {
        failures.push({
          check: 'html',
          page,
          target: message.selector ?? `line ${message.line}:${message.column}`,
          rule: message.ruleId,
          message: message.message,
        });
      }
    }
  }
  return { files: pagePaths.length, failures };
}
