// @vitest-environment node
// The sanitiser is checked in real Chromium: DOMPurify does not work under happy-dom (its authors say
// any result there is meaningless), so a happy-dom pass would prove nothing about users' browsers.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chromium, type Browser, type Page } from '@playwright/test';
import { findChromium } from '../../../scripts/lib/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const entry = fileURLToPath(new URL('../../../widgets/rich-text/sanitize.ts', import.meta.url));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'richText' } },
  })) as Rolldown.RolldownOutput[];
  browser = await chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-dev-shm-usage'],
  });
  page = await browser.newPage();
  await page.addScriptTag({ content: output[0].output[0].code });
}, 60_000);

afterAll(() => browser?.close());

const sanitize = (html: string) => page.evaluate((input) => (window as unknown as { richText: { sanitizeHtml(html: string): string } }).richText.sanitizeHtml(input), html);

describe('rich-text sanitiser (in Chromium)', () => {
  it('keeps formatting but drops scripts, event handlers and javascript: links', async () => {
    const clean = await sanitize('<p>犹豫期为<strong>15日</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">点我</a><div onclick="alert(1)">条款</div>');
    expect(clean).toContain('<p>犹豫期为<strong>15日</strong></p>');
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(clean).toContain('点我');
  });

  it('makes links open without a handle on this page', async () => {
    const clean = await sanitize('<a href="https://www.hongtai-life.example/clause" target="_blank">保险条款</a>');
    expect(clean).toMatch(/rel="noopener noreferrer"/);
  });

  it('keeps a hotline and an amount whole on their lines, inside other markup too', async () => {
    const clean = await sanitize('<p>请拨打客服热线 400-820-9555 冻结账户；<strong>保费 12,000.00 元</strong>，共 12 期</p>');
    expect(clean).toBe('<p>请拨打客服热线 <span class="nowrap">400-820-9555</span> 冻结账户；<strong>保费 <span class="nowrap">12,000.00</span> 元</strong>，共 12 期</p>');
  });
});
