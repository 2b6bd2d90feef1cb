import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../../server/env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    loadEnv(source, '/srv/app');
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected loadEnv to reject the environment');
}

describe('environment validation at boot', () => {
  it('starts with nothing set: port 3000, embedded database under ./data, the build in ./dist', () => {
    const env = loadEnv({}, '/srv/app');
    expect(env.PORT).toBe(3000);
    expect(env.dataDirPath).toBe('/srv/app/data');
    expect(env.staticDirPath).toBe('/srv/app/dist');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe('http://localhost:3000');
  });

  it('honours PORT, DATA_DIR and PUBLIC_URL overrides', () => {
    const env = loadEnv({ PORT: '8080', DATA_DIR: '/var/lib/treneris', PUBLIC_URL: 'https://coach.example.com/' }, '/srv/app');
    expect(env.PORT).toBe(8080);
    expect(env.dataDirPath).toBe('/var/lib/treneris');
    expect(env.publicUrl).toBe('https://coach.example.com');
  });

  it('names the bad variable and the value it got', () => {
    const [problem] = problemsOf({ PORT: 'eighty' });
    expect(problem).toContain('PORT');
    expect(problem).toContain('"eighty"');
  });

  it('rejects a port outside 1..65535', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT must be between 1 and 65535/);
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', () => {
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/db' })[0]).toMatch(/^DATABASE_URL must be a postgres:\/\//);
  });

  it('reports every bad variable at once, not one per restart', () => {
    const problems = problemsOf({ PORT: '-1', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT', 'TRUST_PROXY']);
  });

  it('TRUST_PROXY takes a number of proxies or their addresses, and refuses true (clients would pick their own address)', () => {
    expect(loadEnv({}, '/srv/app').TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }, '/srv/app').TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }, '/srv/app').TRUST_PROXY).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(problemsOf({ TRUST_PROXY: 'true' })[0]).toMatch(/^TRUST_PROXY must not be true/);
  });

  it('treats empty values as unset, as .env files write optional settings', () => {
    const env = loadEnv({ DATABASE_URL: '', PORT: ' ' }, '/srv/app');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  it('the message points at .env.example', () => {
    expect(() => loadEnv({ PORT: 'x' })).toThrow(/\.env\.example/);
  });
});
