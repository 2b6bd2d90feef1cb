import { expect, test, type Page } from '@playwright/test';
import { DEMO, registerAccount, signIn, uniqueEmail } from './fixtures';

/** Tablets held both ways, where a coach plans and an admin keeps the lists. */
const TABLETS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
] as const;

interface Column {
  name: string;
  left: number;
  right: number;
  /** What shows at the middle of the cell is the cell itself (nothing lies over it). */
  uncovered: boolean;
  /** What lies over it instead, when something does. */
  coveredBy: string;
  /** The right edge of the box that clips it (its scrolling container), or the window's. */
  visibleRight: number;
}

/** Where each of `selector`'s cells sits, in order, and whether it is in sight. */
async function columns(page: Page, selector: string): Promise<Column[]> {
  return page.locator(selector).evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      let visibleRight = window.innerWidth;
      for (let parent = cell.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') visibleRight = Math.min(visibleRight, parent.getBoundingClientRect().right);
      }
      const y = box.top + Math.min(box.height / 2, 12);
      const x = box.left + box.width / 2;
      const top = document.elementFromPoint(x, y);
      return {
        name: cell.textContent.trim(),
        left: box.left,
        right: box.right,
        uncovered: top !== null && (cell === top || cell.contains(top)),
        coveredBy:
          top === null
            ? `nothing: ${x},${y} is outside the window`
            : `${top.tagName.toLowerCase()}.${top.className} "${top.textContent.trim().slice(0, 60)}" at ${x},${y}`,
        visibleRight,
      };
    }),
  );
}

/** The last column is whole in sight, and no cell's text runs past its cell into the next. */
function expectLastInSight(all: Column[], what: string): void {
  const last = all.at(-1);
  if (!last) throw new Error(`no ${what}`);
  expect(last.right, `${what}: "${last.name}" ends at ${last.right} px, the box shows to ${last.visibleRight} px`).toBeLessThanOrEqual(
    last.visibleRight + 0.5,
  );
  expect(last.uncovered, `${what}: "${last.name}" is covered by ${last.coveredBy}`).toBe(true);
}

/** Every cell's content stays inside the cell: a long e-mail would otherwise run over the next column. */
async function expectNothingRunsOver(page: Page, selector: string, what: string): Promise<void> {
  const over = await page.locator(selector).evaluateAll((cells) =>
    cells
      .filter((cell) => {
        const box = cell.getBoundingClientRect();
        const spill = [...cell.querySelectorAll('*')].some((inner) => {
          const inside = inner.getBoundingClientRect();
          return inside.width > 0 && inside.right > box.right + 1;
        });
        return cell.scrollWidth > cell.clientWidth + 1 || spill;
      })
      .map((cell) => cell.textContent.trim()),
  );
  expect(over, `${what}: cells whose content runs past them`).toEqual([]);
}

for (const size of TABLETS) {
  test(`the coach's week by client shows Sunday whole on a ${size.width}×${size.height} tablet`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, DEMO.coach);
    // The demo client's workouts fill her row, so the cells hold real entries.
    await page.goto('/calendar?view=clients');
    await expect(page.locator('[data-client][data-day]').first()).toBeVisible({ timeout: 20_000 });
    // Measured again until the week has settled: entries still arriving move the columns, and
    // clients still arriving reorder the rows (so the first row is found again each time).
    await expect(async () => {
      const firstRow = page.locator('[data-client][data-day]').first();
      const firstClient = await firstRow.getAttribute('data-client');
      await firstRow.scrollIntoViewIfNeeded();
      const days = await columns(page, `[data-client="${firstClient}"][data-day]`);
      expect(days).toHaveLength(7);
      expectLastInSight(days, 'Sunday');
    }).toPass({ timeout: 15_000 });
    await expectNothingRunsOver(page, '[data-client][data-day]', 'week by client');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: test.info().outputPath(`week-by-client-${size.width}.png`) });

    await page.goto('/calendar?view=week');
    await expect(page.locator('[data-day]:not([data-client])').first()).toBeVisible({ timeout: 20_000 });
    await expect(async () => {
      const week = await columns(page, '[data-day]:not([data-client])');
      expect(week).toHaveLength(7);
      expectLastInSight(week, 'Sunday of the week');
    }).toPass({ timeout: 15_000 });
  });

  test(`the admin's users list shows every column, the role beside a long e-mail, on a ${size.width}×${size.height} tablet`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    // A long address, as real ones are: it must not run into the role beside it.
    const email = uniqueEmail('kristiana.berzina-ozolina');
    await registerAccount(page, email, 'a good passphrase', 'Kristiāna Bērziņa-Ozoliņa');
    await signIn(page, DEMO.admin);
    await page.goto('/admin/users');
    await page.getByLabel('Search by name or e-mail').fill('kristiana');
    const grid = page.getByRole('grid', { name: 'Users' });
    await expect(grid.getByRole('gridcell', { name: email })).toBeVisible({ timeout: 20_000 });
    const headers = await columns(page, '[role="grid"][aria-label="Users"] [role="columnheader"]');
    expect(headers.map((header) => header.name)).toContain('Role');
    expectLastInSight(headers, 'the users list');
    const role = headers.find((header) => header.name === 'Role');
    expect(role?.uncovered).toBe(true);
    await expectNothingRunsOver(page, '[role="grid"][aria-label="Users"] [role="gridcell"]', 'users');
    await page.screenshot({ path: test.info().outputPath(`users-${size.width}.png`) });
  });
}
