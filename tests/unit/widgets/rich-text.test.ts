// @vitest-environment node
// The sanitiser is checked in real Chromium: DOMPurify does not work under happy-dom (its authors say
// any result there is meaningless), so a happy-dom pass would prove nothing about users' browsers.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { chromium, type Browser, type Page } from '@playwright/test';
import fc from 'fast-check';
import { findChromium } from '../../../scripts/lib/browser';
import { plainMarkup } from '../../../widgets/rich-text/plain-markup';

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

/** What Chromium's parser makes of each markup: its elements with their attributes. */
const parsed = (htmls: string[]) => page.evaluate((inputs) => inputs.map((input) => {
  const body = new DOMParser().parseFromString(`<body>${input}`, 'text/html').body;
  return [...body.querySelectorAll('*')].map((element) => [element.localName, ...[...element.attributes].map((a) => `${a.name}=${a.value}`)].join(' '));
}), htmls);

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

describe('plain markup, shown without the sanitiser', () => {
  it('takes text and bare formatting tags, keeping number runs whole as the sanitiser does', async () => {
    const html = '<p>请拨打客服热线 400-820-9555 冻结账户；<strong>保费 12,000.00 元</strong>，共 12 期</p><ol><li>每日签到&amp;分享</li></ol>';
    expect(plainMarkup(html)).toBe(await sanitize(html));
  });

  it('leaves to the sanitiser any attribute, any other tag, a stray < and a numeric reference', () => {
    for (const html of ['<p class="x">条款</p>', '<a href="https://www.hongtai-life.example">条款</a>', '<img src=x onerror=alert(1)>', '<script>alert(1)</script>',
      '<p>a < b</p>', '<!-- x --><p>条款</p>', '<p>&#60;script&#62;</p>', '<svg><p>x</p></svg>', '<p/onclick=alert(1)>']) {
      expect(plainMarkup(html), html).toBeUndefined();
    }
  });

  it('gives Chromium nothing but bare formatting elements and kept-whole numbers, whatever it is handed', async () => {
    const piece = fc.oneof(
      fc.constantFrom('<p>', '</p>', '<br>', '<br/>', '<ol>', '<li>', '</li>', '<strong>', '</em>', '<h3>', '<sub >', '</ol>'),
      fc.constantFrom('<img src=x onerror=alert(1)>', '<script>', '<a href="javascript:alert(1)">', '<!--', '-->', '<![CDATA[', '<style>', '<svg>', '<math>', '<noscript>', '<template>', '<textarea>', '<p onclick=x>', '<P>', '</p >', '<', '>', '&', '&#x3C;', '&lt;', '"', "'", '='),
      fc.string({ unit: fc.constantFrom('犹', '豫', '4', '0', '-', '8', ' ', '.', ',', '*') }),
    );
    const allowed = /^(p|br|ol|ul|li|strong|em|b|i|u|h3|h4|h5|sup|sub|span class=nowrap)$/;
    const inputs = fc.sample(fc.array(piece, { maxLength: 12 }), { numRuns: 1000, seed: 49 }).map((pieces) => pieces.join(''));
    const plain = inputs.map(plainMarkup).filter((html) => html !== undefined);
    expect(plain.length).toBeGreaterThan(100);
    for (const elements of await parsed(plain)) for (const element of elements) expect(element).toMatch(allowed);
  });
});
