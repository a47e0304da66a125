import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// amis, measured beside our pages, is no dependency of the project: its prebuilt JS SDK (the `sdk` folder
// of the npm package: amis with React 18.3.1 in one script, its themes and icon font) is fetched on demand
// with `npm pack` into node_modules/.cache, once per version.
export const AMIS_VERSION = '6.13.0';

/** The folder holding the pinned amis version's `sdk` folder, fetched first if missing. */
export function amisSdk(root: string): string {
  const dir = join(root, 'node_modules/.cache/amis-bench', `amis-${AMIS_VERSION}`);
  if (existsSync(join(dir, 'sdk/sdk.js'))) return join(dir, 'sdk');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${dir}`);
    return result.stdout.trim();
  };
  console.log(`Fetching amis ${AMIS_VERSION} (npm pack) into ${dir}`);
  const tarball = run('npm', ['pack', `amis@${AMIS_VERSION}`, '--silent']).split('\n').pop()!;
  run('tar', ['-xzf', tarball, '--strip-components=1', 'package/sdk', 'package/package.json']);
  rmSync(join(dir, tarball));
  const { version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  if (version !== AMIS_VERSION) throw new Error(`npm pack gave amis ${version}, not ${AMIS_VERSION}`);
  return join(dir, 'sdk');
}
