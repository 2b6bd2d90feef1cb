import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SQUAT_PHOTO = path.join(import.meta.dirname, '../../public/exercise-images/Barbell_Squat/0.webp');

/** A stand-in for dist/ with the file kinds a Vite + PWA build produces. */
function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'treneris-dist-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
  writeFileSync(path.join(root, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Treneris"}');
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), 'console.log("app")');
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(path.join(root, 'assets', 'index-Ef56Gh78.css'), 'body{}');
  // Vite copies public/ as it is: the exercise photos keep their folders.
  mkdirSync(path.join(root, 'exercise-images', 'Barbell_Squat'), { recursive: true });
  copyFileSync(SQUAT_PHOTO, path.join(root, 'exercise-images', 'Barbell_Squat', '0.webp'));
  writeFileSync(path.join(root, 'exercise-images', 'README.md'), '# Exercise photos');
  return root;
}

describe('serving the built PWA', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STATIC_DIR: fakeBuild() } });
  });
  afterAll(() => t.close());

  it.each(['/assets/index-Ab12Cd34.js', '/assets/index-Ef56Gh78.css'])('caches hashed asset %s for a year, immutable', async (url) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends an exercise photo as it is, cached for a year, immutable', async () => {
    const response = await t.app.inject({ url: '/exercise-images/Barbell_Squat/0.webp', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(readFileSync(SQUAT_PHOTO))).toBe(true);
  });

  it('answers a photo that is not there with 404, not with the shell', async () => {
    const response = await t.app.inject({ url: '/exercise-images/No_Such_Exercise/0.webp', headers: { accept: 'image/webp,*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });

  it.each(['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/favicon.svg', '/exercise-images/README.md'])(
    'never caches %s as immutable',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/user/login', '/calendar', '/workout/0192-abc-v2', '/admin/users/42/dashboard', '/no/such/page'])(
    'answers the client route %s with the app shell',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('sends the precompressed copy to a browser that accepts it, with the same caching', async () => {
    const response = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('does not answer a missing asset with the shell', async () => {
    const response = await t.app.inject({ url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('does not answer unknown /api/ paths with the shell', async () => {
    const response = await t.app.inject({ url: '/api/v1/unknown', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('sends a CSP that allows only our own scripts', async () => {
    const response = await t.app.inject({ url: '/user/login' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the exercise photos the app ships (public/exercise-images/)', () => {
  const folder = path.join(import.meta.dirname, '../../public/exercise-images');
  const library = JSON.parse(
    readFileSync(path.join(import.meta.dirname, '../../server/seed/data/free-exercise-db/exercises.json'), 'utf8'),
  ) as { id: string }[];

  it('holds the start and end photo of every library exercise, and nothing else but its README', () => {
    const photoFolders = readdirSync(folder).filter((name) => name !== 'README.md');
    expect(photoFolders.sort()).toEqual(library.map((exercise) => exercise.id).sort());
    for (const id of photoFolders) expect(readdirSync(path.join(folder, id)).sort(), id).toEqual(['0.webp', '1.webp']);
  });

  it('stays small enough to keep in the repository (about 21 MB)', () => {
    const bytes = readdirSync(folder)
      .filter((name) => name !== 'README.md')
      .flatMap((id) => ['0.webp', '1.webp'].map((file) => statSync(path.join(folder, id, file)).size))
      .reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThan(22_000_000);
  });
});

describe('without a build', () => {
  it('still serves the API and says plainly that there is no page', async () => {
    const t = await createTestApp();
    const page = await t.app.inject({ url: '/calendar' });
    expect(page.statusCode).toBe(404);
    expect(page.json()).toMatchObject({ error: { code: 'not_found' } });
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
    await t.close();
  });
});
