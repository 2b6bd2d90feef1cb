import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envVariableNames } from '../../server/env';
import { projectRoot } from '../../server/lib/paths';

describe('.env.example', () => {
  it('lists exactly the variables the server reads', () => {
    const listed = readFileSync(path.join(projectRoot, '.env.example'), 'utf8')
      .split('\n')
      .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
      .filter((name): name is string => name !== undefined);
    expect([...listed].sort()).toEqual([...envVariableNames].sort());
  });
});
