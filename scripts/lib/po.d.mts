/** msgid → msgstr of a PO catalog (msgctxt-qualified ids joined with U+0004). */
export function readPo(file: string): Map<string, string>;
