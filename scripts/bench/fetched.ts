import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { freshPage, type Throttling } from './chromium';
import type { SandboxBuild } from './serve';
import { watchActivity } from '../lib/settle';
import { countWaves, type Timed } from '../lib/waves';

const QUIET_MS = 2000;

export interface FetchedFile extends Timed { file: string; kind: 'js' | 'css' }

/** Every JS and CSS file of the build that a fresh browser fetches to show `url`, until the network is quiet. */
export async function recordFetched(browser: Browser, build: SandboxBuild, url: string, throttling: Throttling = {}): Promise<FetchedFile[]> {
  const { context, page } = await freshPage(browser, throttling);
  const prefix = build.url('/');
  const files: FetchedFile[] = [];
  let lastRequest = Date.now();
  page.on('request', () => {
    lastRequest = Date.now();
  });
  page.on('requestfinished', (request) => {
    const file = request.url().startsWith(prefix) ? request.url().slice(prefix.length) : '';
    const kind = file.endsWith('.js') ? 'js' : file.endsWith('.css') ? 'css' : undefined;
    if (!kind) return;
    const { startTime, responseEnd } = request.timing();
    files.push({ file, kind, start: startTime, end: startTime + responseEnd });
  });
  try {
    const activity = watchActivity(page);
    const response = await page.goto(url);
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`);
    // The page finished (its data, widgets and forms in), however long a busy machine takes; then the app
    // asks for more (tracking, the messaging-app module), which can come after a pause: wait for a quiet 2 s.
    await activity.settled({ timeout: 60_000 });
    while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(250);
  } finally {
    await context.close();
  }
  return files;
}

export interface Weight { jsGz: number; cssGz: number; jsFiles: number; cssFiles: number; waves: number }

const gzipped = new Map<string, number>();
/** A file's gzipped size as a server compresses it (zlib's default level), computed once per file. */
export const gzipSize = (path: string): number => {
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path)).length);
  return gzipped.get(path)!;
};

/** Gzipped bytes of the fetched files as they are in the build's folder, and how many waves they came in. */
export function weigh(fetched: readonly FetchedFile[], dist: string): Weight {
  const files = [...new Map(fetched.map((f) => [f.file, f])).values()];
  const sum = (kind: FetchedFile['kind']) => files.filter((f) => f.kind === kind).reduce((total, f) => total + gzipSize(join(dist, f.file)), 0);
  return {
    jsGz: sum('js'),
    cssGz: sum('css'),
    jsFiles: files.filter((f) => f.kind === 'js').length,
    cssFiles: files.filter((f) => f.kind === 'css').length,
    waves: countWaves(fetched),
  };
}
