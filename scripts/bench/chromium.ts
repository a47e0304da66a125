import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { findChromium, HEADLESS_ARGS, INSTALL_COMMAND } from '../lib/browser';

/** The phone the figures are for: 375×667 CSS pixels, as the browser tests use. */
export const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' };
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile network: 150 ms round trip, 1.6 Mbps down. */
export const MOBILE_NETWORK = { roundTripMs: 150, downloadKbps: 1600 };

export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium({ full: true });
  if (!executablePath) throw new Error(`no Chromium found; install one with: ${INSTALL_COMMAND}`);
  return chromium.launch({ executablePath, args: HEADLESS_ARGS });
}

export interface Throttling { cpu?: number; roundTripMs?: number; downloadKbps?: number }

/** A new page in a fresh context (empty cache and storage), throttled before it navigates. */
export async function freshPage(browser: Browser, throttling: Throttling = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (throttling.cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpu });
  if (throttling.roundTripMs) {
    const download = throttling.downloadKbps ? (throttling.downloadKbps * 1000) / 8 : -1;
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: throttling.roundTripMs, downloadThroughput: download, uploadThroughput: -1 });
  }
  return { context, page };
}
