// The QA run on the candidate: the version as the portal renders it (the portal's preview frame, with the
// sandbox's data), at a phone's width, audited as the snapshot run audits every page (axe's WCAG rules and
// ours, scripts/lib/accessibility-audit.ts). A serious or critical finding, an uncaught error, a console
// error or a render that fails refuses the version.
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { findChromium, HEADLESS_ARGS } from '../../../scripts/lib/browser';
import { auditPage, seriousViolations } from '../../../scripts/lib/accessibility-audit';
import { runnablePage } from '../releases/artefact';
import type { Gate, GateRefusal } from './gate';

const FRAME_PATH = '/official/dev/playground/frame';
/** A page of the portal's origin that opens the frame and hands it the candidate, as the console's preview does. */
const OPENER_PATH = '/official/__render-gate__';
const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' } as const;
const RENDER_TIMEOUT_MS = 30_000;
/** What a freshly started Vite dev server answers while it re-bundles dependencies the page met late. */
const DEV_SERVER_BUSY = /Outdated Optimize Dep|Failed to fetch dynamically imported module|error loading dynamically imported module/;
/** axe's own Chinese words for its rules; ours (one-h1, tap-target-44) are worded here. */
const AXE_CHINESE: { rules: Record<string, { help: string }> } = createRequire(import.meta.url)('axe-core/locales/zh_CN.json');
const OWN_RULES: Record<string, string> = { 'one-h1': '一个页面只能有一个一级标题（h1）', 'tap-target-44': '可点击的控件至少 44×44 像素，方便年长客户点按' };
const helpOf = (rule: string, english: string) => OWN_RULES[rule] ?? AXE_CHINESE.rules[rule]?.help ?? english;

const OPENER_HTML = `<!doctype html><meta charset="utf-8"><script>
  const frame = window.open(${JSON.stringify(FRAME_PATH)});
  addEventListener('message', (event) => {
    if (event.source === frame && event.data && event.data.kind === 'official-playground:ready') frame.postMessage({ kind: 'official-playground:render', page: window.candidate }, location.origin);
  });
</script>`;

export interface RenderGateOptions {
  /** Where a portal built with its developer pages runs (locally, the dev server or a sandbox build). */
  portalOrigin: string;
}

/** The candidate drawn in a new window of `context` at a phone's size, once its widgets, data and pictures are in. */
async function drawn(context: BrowserContext, origin: string, page: unknown): Promise<{ frame: Page; problems: string[] }> {
  await context.route(`${origin}${OPENER_PATH}`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: OPENER_HTML }));
  const opener = await context.newPage();
  await opener.addInitScript((candidate) => Object.assign(window, { candidate }), page);
  const opened = context.waitForEvent('page', { timeout: RENDER_TIMEOUT_MS });
  await opener.goto(`${origin}${OPENER_PATH}`);
  const frame = await opened;
  const problems: string[] = [];
  frame.on('pageerror', (error) => problems.push(`页面脚本出错：${error.message}`));
  frame.on('console', (message) => {
    if (message.type() === 'error') problems.push(`控制台报错：${message.text()}`);
  });
  await frame.locator('main.page:not([aria-busy="true"]), .status-page').first().waitFor({ timeout: RENDER_TIMEOUT_MS });
  // Its data, lazily loaded widgets, pictures and fonts are in.
  await frame.waitForLoadState('networkidle', { timeout: RENDER_TIMEOUT_MS });
  await frame.evaluate(() => document.fonts.ready.then(() => undefined));
  return { frame, problems };
}

export function renderGate({ portalOrigin }: RenderGateOptions): Gate {
  let browser: Promise<Browser> | undefined;
  const launch = () => (browser ??= chromium.launch({ executablePath: findChromium(), args: HEADLESS_ARGS }));

  /** One drawing and audit of the page; `transient` when the portal's dev server was still bundling its dependencies. */
  async function audited(page: unknown): Promise<{ refusals: GateRefusal[]; transient: boolean }> {
    let context: BrowserContext | undefined;
    try {
      context = await (await launch()).newContext(PHONE);
      // tsx (which runs this service in development) names functions with esbuild's __name helper, which the
      // audit's functions then call inside the page.
      await context.addInitScript('globalThis.__name = (target) => target');
      const { frame, problems } = await drawn(context, portalOrigin, page);
      const transient = problems.some((problem) => DEV_SERVER_BUSY.test(problem));
      const failed = await frame.locator('.status-page').first().textContent({ timeout: 100 }).catch(() => null);
      const refusals: GateRefusal[] = problems.map((problem) => ({ field: '/', message: `手机宽度下渲染时${problem}` }));
      if (failed) return { refusals: [...refusals, { field: '/', message: `手机宽度下页面未能渲染：${failed.trim()}` }], transient };
      for (const violation of seriousViolations(await auditPage(frame))) {
        const where = violation.nodes.slice(0, 2).map((node) => node.html).join('；');
        refusals.push({ field: '/', message: `无障碍检查未通过（${violation.rule}）：${helpOf(violation.rule, violation.help)}，共 ${violation.nodes.length} 处，如 ${where}` });
      }
      return { refusals, transient };
    } catch (error) {
      return { refusals: [{ field: '/', message: `无法在手机宽度下渲染检查本页（${(error as Error).message.split('\n')[0]}），请稍后再检查` }], transient: false };
    } finally {
      await context?.close();
    }
  }

  return async ({ content, routePath }) => {
    const runnable = runnablePage(`studio:${routePath}`, content);
    // A page that does not expand is the compiler's to refuse, at its field.
    if (!('page' in runnable)) return [];
    const first = await audited(runnable.page);
    // A dev server that has just started re-bundles what the frame meets first and fails that load: once more.
    return first.transient ? (await audited(runnable.page)).refusals : first.refusals;
  };
}
