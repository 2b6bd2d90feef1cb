import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation is cited from code, tests and other documents by path, section and rule id
 * (docs/testing.md, "What a test cites"). A citation that leads nowhere is a defect like a broken
 * import: these checks find every one in the repository's own files.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where the repository's own sources and documents live; builds, dependencies and catalogs are left out. */
const SOURCE_DIRS = ['src', 'sync', 'server', 'tests', 'e2e', 'bench', 'scripts', 'tools', 'docs', 'public'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', '.site', '.deploys', '.data', 'locales', 'free-exercise-db']);
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs|md)$/;

function walk(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : walk(relative);
    return SOURCE_FILE.test(entry.name) ? [relative] : [];
  });
}

const rootFiles = readdirSync(ROOT).filter((name) => SOURCE_FILE.test(name) && statSync(path.join(ROOT, name)).isFile());
const FILES = [...rootFiles, ...SOURCE_DIRS.flatMap(walk)];
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const TEXTS = new Map(FILES.map((file) => [file, read(file)]));
const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** `file:line: what` for each match of `pattern` in every file, for failure messages that say where. */
function citations(pattern: RegExp, files: Iterable<string> = TEXTS.keys()): { where: string; match: RegExpMatchArray }[] {
  return [...files].flatMap((file) =>
    [...(TEXTS.get(file) ?? read(file)).matchAll(pattern)].map((match) => ({
      where: `${file}:${String(lineOf(TEXTS.get(file) ?? read(file), match.index))}`,
      match,
    })),
  );
}

/** Markdown without code: links and headings inside code blocks and spans are examples, not links. */
const withoutCode = (markdown: string) =>
  markdown.replace(/^```[\s\S]*?^```$/gm, (block) => block.replace(/[^\n]/g, ' ')).replace(/`[^`\n]*`/g, (span) => ' '.repeat(span.length));

const headingsOf = (markdown: string) => [...withoutCode(markdown).matchAll(/^#{1,6} +(.+?) *#* *$/gm)].map((match) => match[1] ?? '');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const heading of [...markdown.matchAll(/^#{1,6} +(.+?) *#* *$/gm)].map((match) => match[1] ?? '')) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${String(count)}`);
  }
  return anchors;
}

/** The sections a document can be cited by: its headings, and the bold lead-ins of its paragraphs and items. */
function sectionsOf(markdown: string): string[] {
  const bold = [...markdown.matchAll(/^(?:[-*] +|\d+\. +)?\*\*([^*]+)\*\*/gm)].map((match) => (match[1] ?? '').replace(/[.:]$/, ''));
  return [...headingsOf(markdown), ...bold].map((name) => name.replace(/`/g, '').trim());
}

const MARKDOWN = FILES.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));

describe('the documentation’s links', () => {
  const links = MARKDOWN.flatMap((file) =>
    [...withoutCode(read(file)).matchAll(/\[(?:[^[\]]|\[[^\]]*\])*\]\(([^)\s]+)\)/g)].map((match) => ({
      file,
      target: match[1] ?? '',
      where: `${file}:${String(lineOf(read(file), match.index))}`,
    })),
  );
  const relative = links.filter(({ target }) => !/^[a-z][a-z+.-]*:/i.test(target));

  it('finds the links it checks', () => {
    expect(MARKDOWN).toContain('README.md');
    expect(MARKDOWN).toContain('docs/decisions/README.md');
    expect(relative.length).toBeGreaterThan(100);
  });

  it('every relative link in README.md and docs/ leads to a file that exists', () => {
    const broken = relative.filter(({ file, target }) => {
      const [pathPart = ''] = target.split('#');
      return pathPart !== '' && !existsSync(path.join(ROOT, path.dirname(file), decodeURI(pathPart)));
    });
    expect(broken.map(({ where, target }) => `${where}: ${target}`)).toEqual([]);
  });

  it('every anchor of a link to a Markdown file names one of its headings', () => {
    const broken = relative.filter(({ file, target }) => {
      const [pathPart = '', anchor] = target.split('#');
      if (anchor === undefined) return false;
      const linked = pathPart === '' ? path.join(ROOT, file) : path.join(ROOT, path.dirname(file), decodeURI(pathPart));
      if (!linked.endsWith('.md') || !existsSync(linked)) return false;
      return !anchorsOf(readFileSync(linked, 'utf8')).has(decodeURIComponent(anchor));
    });
    expect(broken.map(({ where, target }) => `${where}: ${target}`)).toEqual([]);
  });
});

describe('citations of documents', () => {
  it('every docs/….md path cited anywhere names a file that exists', () => {
    const missing = citations(/\bdocs\/[\w./-]*?\.md\b/g).filter(({ match }) => !existsSync(path.join(ROOT, match[0])));
    expect(missing.map(({ where, match }) => `${where}: ${match[0]}`)).toEqual([]);
  });

  it.each(['product', 'architecture'])('every docs/%s.md §N cited anywhere is a section of it', (doc) => {
    const sections = new Set(headingsOf(read(`docs/${doc}.md`)).flatMap((heading) => /^(\d+)\. /.exec(heading)?.[1] ?? []));
    expect(sections.size).toBeGreaterThan(4);
    const cited = citations(new RegExp(`docs/${doc}\\.md,? *((?:§ *\\d+(?: *(?:,|/|and) *)?)+)`, 'g'));
    expect(cited.length).toBeGreaterThan(10);
    const missing = cited.flatMap(({ where, match }) =>
      [...(match[1] ?? '').matchAll(/\d+/g)].filter(([n]) => !sections.has(n)).map(([n]) => `${where}: §${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('every "section" cited by name after a document is one of its headings or bold lead-ins', () => {
    // The name may be cut by a line break in a comment: what is on the line must start a section's name.
    const cited = citations(/\b(docs\/[\w./-]+\.md),? "([^"\n]+)/g).filter(({ match }) => existsSync(path.join(ROOT, match[1] ?? '')));
    expect(cited.length).toBeGreaterThan(10);
    const missing = cited.filter(({ match }) => {
      const named = (match[2] ?? '').trim();
      return !sectionsOf(read(match[1] ?? '')).some((section) => section.startsWith(named));
    });
    expect(missing.map(({ where, match }) => `${where}: ${match[1] ?? ''} "${match[2] ?? ''}"`)).toEqual([]);
  });
});

describe('sync/SPEC.md rule ids', () => {
  const spec = read('sync/SPEC.md');
  const defined = [...spec.matchAll(/^(?:- \*\*([A-Z]\d+)\*\*|\| ([A-Z]\d+) \|)/gm)].map((match) => match[1] ?? match[2] ?? '');
  const sectionLetters = new Set([...spec.matchAll(/^## .*\(([A-Z])\)/gm)].map((match) => match[1]));
  const ID = '§?[A-Z]\\d+';
  /** `sync/SPEC.md R2`, `(sync/SPEC.md G4)`, `sync/SPEC.md R9, R11`, `sync/SPEC.md E3–E5`, `§P2`. */
  const specCitation = new RegExp(`SPEC\\.md,? (${ID}(?:(?:, | and |[–/-])${ID})*)`, 'g');
  /** The bracketed ids a test title starts with: `it('[W3] …')`, `describe('[A4][A7] …')`. */
  const titleIds = /\b(?:it|test|describe)(?:\.each\([^)]*\))?\(\s*['"`]((?:\[[A-Z]\d+(?:, *[A-Z]\d+)*\])+)/g;
  const idsIn = (text: string) => text.match(/[A-Z]\d+/g) ?? [];
  const isTest = (file: string) => /^(?:tests|e2e)\/.*\.(?:test|spec)\.tsx?$/.test(file);

  it('reads the rules and their sections', () => {
    expect(defined).toContain('R1');
    expect(defined).toContain('A14');
    expect(defined).toContain('T13');
    expect(new Set(defined).size).toBe(defined.length);
    expect([...sectionLetters].sort()).toEqual(['A', 'C', 'E', 'G', 'M', 'P', 'R', 'T', 'W']);
  });

  it('every rule id cited as sync/SPEC.md … anywhere is defined there', () => {
    const cited = citations(specCitation);
    expect(cited.length).toBeGreaterThan(50);
    const missing = cited.flatMap(({ where, match }) =>
      idsIn(match[1] ?? '')
        .filter((id) => !defined.includes(id))
        .map((id) => `${where}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('every section cited as sync/SPEC.md and a section letter is a section of it', () => {
    const missing = citations(/SPEC\.md,? §([A-Z])\b(?!\d)/g).filter(({ match }) => !sectionLetters.has(match[1]));
    expect(missing.map(({ where, match }) => `${where}: §${match[1] ?? ''}`)).toEqual([]);
  });

  it('every rule id a test title names is defined there', () => {
    const cited = citations(titleIds, FILES.filter(isTest));
    expect(cited.length).toBeGreaterThan(50);
    const missing = cited.flatMap(({ where, match }) =>
      idsIn(match[1] ?? '')
        .filter((id) => !defined.includes(id))
        .map((id) => `${where}: ${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('every rule is cited by a test under tests/ or e2e/, in brackets or as sync/SPEC.md …', () => {
    const cited = new Set(
      FILES.filter(isTest).flatMap((file) => {
        const text = TEXTS.get(file) ?? '';
        const bracketed = [...text.matchAll(/\[([A-Z]\d+(?:, *[A-Z]\d+)*)\]/g)].flatMap((match) => idsIn(match[1] ?? ''));
        const named = [...text.matchAll(specCitation)].flatMap((match) => idsIn(match[1] ?? ''));
        return [...bracketed, ...named];
      }),
    );
    expect(defined.filter((id) => !cited.has(id))).toEqual([]);
  });
});
