import { cpSync, existsSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { expect, test } from './support/test';
import { edit, PROJECT, projectCopy } from '../../scripts/lib/project-copy';
import { prebuiltSandbox, SANDBOX_BUILD_DIR } from '../../scripts/lib/sandbox-build';
import { snapshotFiles } from '../../scripts/lib/snapshot-cases';

/** The copy's own sandbox build (never npm test's shared one), which its snapshot runs serve. */
function buildSandbox(root: string): void {
  const run = spawnSync('npm', ['run', 'build:sandbox'], { cwd: root, encoding: 'utf8', timeout: 240_000 });
  if (run.status !== 0) throw new Error(`the copy's sandbox build failed:\n${run.stdout}${run.stderr}`);
}

const SNAPSHOT = [process.execPath, '--import', 'tsx', 'scripts/snapshot.ts', '--profile', 'phone'] as const;
const SNAPSHOT_ENV = { ...process.env, PREBUILT_SANDBOX: '1' };

/** `npm run snapshot` in a copy of the project, as QA runs it: its exit code and what it printed. */
function snapshot(root: string, ...args: string[]): { status: number | null; output: string } {
  const [node, ...rest] = SNAPSHOT;
  const run = spawnSync(node, [...rest, ...args], { cwd: root, env: SNAPSHOT_ENV, encoding: 'utf8', timeout: 240_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The processes running in the copy (its server, Playwright, the browsers), by name; an ended one not yet reaped is none. */
function processesIn(root: string): string[] {
  return readdirSync('/proc').filter((pid) => /^\d+$/.test(pid)).flatMap((pid) => {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) !== root || readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].startsWith('Z')) return [];
      return [readFileSync(`/proc/${pid}/comm`, 'utf8').trim()];
    } catch {
      return [];
    }
  });
}

/** A state that shows the `tag` widget (the article's category) and one that does not. */
const WITH_TAG = 'news/news-center-details/default';
const WITHOUT_TAG = 'info/contact-us/default';
/** A state's snapshot files at the phone's layout, by name in tests/snapshots/phone. */
const phoneFiles = (id: string) => Object.values(snapshotFiles({ id }, 'phone')).map(([, name]) => name).sort();
/** The tag widget's rule as the build writes it (widgets/tag/tag.css). */
const TAG_RULE = '.w-tag.arco-tag{margin:';

test.describe('npm run snapshot', () => {
  test.describe.configure({ timeout: 600_000 });
  let root: string;

  test.beforeAll(() => {
    root = projectCopy();
    // The copy's sources are the project's: npm test's shared build, when there is one, is the copy's too.
    if (prebuiltSandbox()) cpSync(join(PROJECT, SANDBOX_BUILD_DIR), join(root, SANDBOX_BUILD_DIR), { recursive: true });
    else buildSandbox(root);
  });

  test.afterAll(() => {
    rmSync(root, { recursive: true, force: true });
  });

  test('captures the same page twice without a difference, then fails exactly the pages a changed widget shows on, and a page without a snapshot, whose not-found screen it refuses to accept', () => {
    const phone = join(root, 'tests/snapshots/phone');
    const read = (id: string) => phoneFiles(id).map((name) => readFileSync(join(phone, name)));
    // The page with the tag keeps its committed snapshots, to be captured again; the other's are gone, to be written.
    const committed = read(WITH_TAG);
    for (const name of phoneFiles(WITHOUT_TAG)) rmSync(join(phone, name));
    // A new page arrives, missing from the build served: what opens at its address is the not-found page.
    cpSync(join(root, 'pages-config/pages/info/contact-us.json'), join(root, 'pages-config/pages/info/contact-us-copy.json'));
    edit(root, 'pages-config/pages/info/contact-us-copy.json', '"path": "/contact-us"', '"path": "/contact-us-copy"');

    const update = snapshot(root, '--update', WITH_TAG, WITHOUT_TAG, 'info/contact-us-copy');
    expect(update.output).toContain('snapshot: 3 pages, 3 states, 1 profiles, 3 captures');
    expect(update.status, 'the not-found page refused').not.toBe(0);
    expect(update.output, 'the other two pass').toContain('snapshot: 0 with differences, 0 without a snapshot, 0 that did not open');
    expect(update.output).toContain('refused: info/contact-us-copy/default (phone)  pages-config/pages/info/contact-us-copy.json: it shows the not-found page (页面不存在)');
    expect(readdirSync(phone).filter((name) => name.startsWith('info-contact-us')).sort(), update.output).toEqual(phoneFiles(WITHOUT_TAG));
    // Updated only where it changed: the capture is the committed one again (else the committed one is out of date).
    expect(read(WITH_TAG), `${WITH_TAG} captured as committed\n${update.output}`).toEqual(committed);

    // A widget changes its look: written into the built stylesheet as a rebuild would, since a second build
    // would double the test's cost.
    const assets = join(SANDBOX_BUILD_DIR, 'assets');
    const sheet = readdirSync(join(root, assets)).find((name) => name.endsWith('.css') && readFileSync(join(root, assets, name), 'utf8').includes(TAG_RULE));
    expect(sheet, 'the tag widget\'s built stylesheet').toBeDefined();
    edit(root, join(assets, sheet!), TAG_RULE, '.w-tag.arco-tag{outline:2px solid #f53f3f;margin:');
    const changed = snapshot(root, WITH_TAG, WITHOUT_TAG, 'info/contact-us-copy');
    expect(changed.status).not.toBe(0);
    // The page without the tag is captured as the first run wrote it; the new page is found missing before it opens.
    expect(changed.output).toContain('snapshot: 1 with differences, 1 without a snapshot, 0 that did not open');
    expect(changed.output).toContain(`differs: ${WITH_TAG} (phone)`);
    expect(changed.output).toContain(`npm run snapshot -- --update --profile phone ${WITH_TAG}`);
    expect(changed.output).toContain('missing: info/contact-us-copy/default (phone)  pages-config/pages/info/contact-us-copy.json: run npm run snapshot -- --update --profile phone info/contact-us-copy/default');
    // The report holds the before, after and diff images of the change.
    const report = join(root, 'playwright-report/snapshot');
    expect(existsSync(join(report, 'index.html'))).toBe(true);
    const images = readdirSync(join(report, 'data')).filter((name) => /\.(png|webp)$/.test(name));
    expect(images.length).toBeGreaterThanOrEqual(3);
  });

  test('leaves no server or browser behind when interrupted', async () => {
    const [node, ...rest] = SNAPSHOT;
    const run = spawn(node, [...rest, WITH_TAG, WITHOUT_TAG], { cwd: root, env: SNAPSHOT_ENV, stdio: 'ignore' });
    const exited = once(run, 'exit');
    // Interrupted while it captures: its server answers and its browsers are open.
    const capturing = () => processesIn(root).some((name) => name.startsWith('chromium'));
    while (!capturing() && run.exitCode === null) await sleep(200);
    expect(run.exitCode, 'the run was still capturing').toBeNull();
    run.kill('SIGINT');
    expect((await exited)[0]).toBe(130);
    await expect.poll(() => processesIn(root), { timeout: 10_000 }).toEqual([]);
  });
});
