import type { Page } from '@playwright/test';

/**
 * The page's text as a reader sees it laid out: a line break wherever a box starts or ends (a
 * block, a flex or grid item, a button), nothing between inline runs. `innerText` is not that: it
 * puts blank lines around every <p>, even one styled inline (a Fluent Text is), where two
 * sentences sit glued on the screen ("0 of 0 clientsNo clients yet").
 */
export async function renderedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        parts.push((node.textContent ?? '').replace(/\s+/g, ' '));
        return;
      }
      if (!(node instanceof HTMLElement) && !(node instanceof SVGElement)) return;
      // Form controls hold their options and values, not sentences.
      if (['SCRIPT', 'STYLE', 'SELECT', 'TEXTAREA', 'INPUT', 'svg', 'NOSCRIPT', 'TEMPLATE'].includes(node.nodeName)) return;
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return;
      const box = style.display !== 'inline' && style.display !== 'contents';
      if (box || node.nodeName === 'BR') parts.push('\n');
      node.childNodes.forEach(walk);
      if (box) parts.push('\n');
    };
    walk(document.body);
    return parts
      .join('')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n');
  });
}

/** Words that are written with a capital inside them. */
const INNER_CAPITALS =
  /^(U\.S\.|[\d.,]*[kMGT]B\.?|iOS|macOS|iPadOS|iPhone|iPad|GitHub|LinkedIn|PostgreSQL|OpenAPI|JavaScript|YouTube|McKenzie)$/u;

/**
 * What reads wrong on a line: two sentences or words glued without a space ("linked.You",
 * "clientsNo"), and a word said twice in a row ("Circuit · Circuit"). Each finding quotes its line.
 */
export function textFaults(text: string): string[] {
  const faults: string[] = [];
  for (const line of text.split('\n')) {
    for (const word of line.split(' ')) {
      const bare = word.replace(/^[("«“'„]+|[)"»”',;:!?]+$/gu, '');
      // A word's end run into the next one's start: "clientsNo", "linked.You". (Not a random
      // name or code a person typed, such as "aHZIFb", whose capitals follow no word.)
      if (/\p{Ll}{2}[.!?;:,]?\p{Lu}\p{Ll}/u.test(bare) && !INNER_CAPITALS.test(bare)) faults.push(`glued "${bare}" in: ${line}`);
    }
    const twice = /(?<![\p{L}\p{N}])(\p{L}{2,})(?: | · | - | – )\1(?![\p{L}\p{N}])/iu.exec(line);
    if (twice) faults.push(`"${twice[1] ?? ''}" twice in: ${line}`);
  }
  return faults;
}
