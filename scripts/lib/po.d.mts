/** msgid → msgstr of a PO catalog (msgctxt-qualified ids joined with U+0004). */
export function readPo(file: string): Map<string, string>;
/** Every catalog lingui.config.ts extracts, as the source locale's files name them. */
export function catalogNames(): string[];
