/**
 * Text folded for search: lower case, no diacritics, single spaces. "Spiešana" and "spiesana"
 * both find "Spiešana guļus". The server stores it for SQL search; the device filters with it.
 */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export function foldAll(...parts: (string | null | undefined)[]): string {
  return fold(parts.filter(Boolean).join(' '));
}
