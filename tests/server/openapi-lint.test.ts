import { createConfig, lintFromString, type NormalizedProblem } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';

interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation of the document as `METHOD path`, with the operation. */
function operationsOf(document: OpenApiDocument): [string, OpenApiOperation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]): [string, OpenApiOperation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
}

const describeProblem = (problem: NormalizedProblem) =>
  `${problem.ruleId}: ${problem.message} (${problem.location.map((at) => at.pointer ?? '').join(', ')})`;

/**
 * The API reference (docs/api.md) as clients and generators read it: linted by the engine of
 * `redocly lint` with its `recommended` rules, on the document exactly as /api/v1/openapi.json
 * serves it.
 */
describe('the OpenAPI document', () => {
  let t: TestApp;
  let source: string;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/openapi.json` });
    expect(response.statusCode, response.body).toBe(200);
    source = response.body;
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('passes the Redocly lint with the recommended rules without an error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    expect(errors.map(describeProblem)).toEqual([]);
    // Warnings are advice (an answer without a 4xx, say); seen in the test's output, not failed on.
    console.info(
      `OpenAPI lint (recommended): ${errors.length} errors, ${warnings.length} warnings${warnings.length > 0 ? `\n${warnings.map(describeProblem).join('\n')}` : ''}`,
    );
  });

  it('names every operation with its own camelCase operationId, and says for each whether it needs a sign-in', () => {
    const operations = operationsOf(document);
    // Guards the guard: an empty document would pass every check below.
    expect(operations.length).toBeGreaterThan(70);
    expect(operations.filter(([, operation]) => !operation.operationId).map(([name]) => name)).toEqual([]);
    expect(
      operations
        .filter(([, operation]) => !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId ?? ''))
        .map(([name, operation]) => `${name}: ${operation.operationId}`),
    ).toEqual([]);
    const ids = operations.map(([, operation]) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    // An operation without `security` says nothing about credentials; a public one says `[]`.
    expect(operations.filter(([, operation]) => !Array.isArray(operation.security)).map(([name]) => name)).toEqual([]);
    expect(document).toHaveProperty('servers');
  });

  it('keeps the ids generated clients are already built on', () => {
    // Renaming one renames a method in every generated client: these stay as they are.
    const idOf = Object.fromEntries(operationsOf(document).map(([name, operation]) => [name, operation.operationId]));
    expect(idOf).toMatchObject({
      'POST /api/v1/auth/login': 'login',
      'POST /api/v1/auth/refresh': 'refreshSession',
      'GET /api/v1/profile': 'getProfile',
      'POST /api/v1/sync/push': 'pushMutations',
      'POST /api/v1/sync/pull': 'pullChanges',
      'GET /api/v1/muscles': 'listMuscles',
      'GET /api/v1/muscles/{id}': 'getMuscle',
      'PATCH /api/v1/exercises/{id}': 'updateExercise',
      'GET /api/v1/inventory': 'listInventory',
      'GET /api/v1/admin/users': 'listUsers',
    });
  });
});
