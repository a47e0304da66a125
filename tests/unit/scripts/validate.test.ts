// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { edit, PROJECT, projectCopy } from '../../../scripts/lib/project-copy';

describe('npm run validate', () => {
  // validate reads no snapshot pictures: their 1,900 files are not copied (and deleted) for it.
  const root = projectCopy(['tests/snapshots']);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports a JSON mistake in the campaign activities like one in a page: file, line:column and what to do', () => {
    edit(root, 'pages-config/activities.json', '"page": "/act-service" },', '"page": "/act-service" }');
    const run = spawnSync(join(PROJECT, 'node_modules/.bin/tsx'), ['scripts/validate.ts'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('pages-config/activities.json:7:107  /  invalid JSON: missing comma between two entries (add "," here)');
    // The lead forms it keeps from being checked say so, and nothing prints a stack trace.
    expect(run.stderr).toMatch(/act-service\.json:\d+:\d+ .* activity "ACT_SERVICE_2026" cannot be checked: pages-config\/activities\.json:7:107/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});
