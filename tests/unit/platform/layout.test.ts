import { afterEach, describe, expect, it } from 'vitest';
import { computeLayout, ELDERLY_SCALE, installLayout, MIN_ROOT_FONT_SIZE, showElderly } from '../../../runtime/platform/layout';

interface FakeWindow extends EventTarget {
  innerWidth: number;
  innerHeight: number;
  devicePixelRatio: number;
  location: { href: string };
  document: { documentElement: HTMLElement };
  __OFFICIAL_ENTRY_URL__?: string;
  __OFFICIAL_DISABLE_RESIZE__?: boolean;
}

function fakeWindow(width: number, height: number, dpr = 2): FakeWindow {
  return Object.assign(new EventTarget(), {
    innerWidth: width,
    innerHeight: height,
    devicePixelRatio: dpr,
    location: { href: 'https://portal.example/official/home?a=1#top' },
    document: { documentElement: document.createElement('html') },
  });
}

const install = (win: FakeWindow, options?: { disableResize?: boolean }) => installLayout(win as unknown as Window, options);

function resize(win: FakeWindow, width: number, height: number): void {
  win.innerWidth = width;
  win.innerHeight = height;
  win.dispatchEvent(new Event('resize'));
}

// happy-dom's own control of the test window's size.
const setViewport = (viewport: { width: number; height: number; devicePixelRatio: number }) =>
  (window as unknown as { happyDOM: { setViewport(viewport: object): void } }).happyDOM.setViewport(viewport);

describe('computeLayout', () => {
  it.each([
    [375, 667, 'mobile', 16],
    [768, 1024, 'small-tablet', 24],
    [1024, 768, 'large-tablet', 1024 * 32 / 1920],
    [2560, 1440, 'desktop', 64],
  ])('%ix%i is %s with a %fpx root', (width, height, profile, rootFontSize) => {
    const layout = computeLayout({ width, height, dpr: 2 });
    expect(layout.profile.name).toBe(profile);
    expect(layout.rootFontSize).toBeCloseTo(rootFontSize, 10);
  });

  it('takes the first profile wide enough for portrait viewports', () => {
    expect(computeLayout({ width: 750, height: 1334, dpr: 1 }).profile.name).toBe('mobile');
    expect(computeLayout({ width: 1200, height: 1600, dpr: 1 }).profile.name).toBe('small-tablet');
    expect(computeLayout({ width: 1600, height: 2000, dpr: 1 }).profile.name).toBe('large-tablet');
    expect(computeLayout({ width: 1921, height: 3000, dpr: 1 }).profile.name).toBe('desktop');
  });

  it('never sets a root smaller than the 320px phone gets, however narrow the viewport', () => {
    expect(MIN_ROOT_FONT_SIZE).toBeCloseTo(320 * 32 / 750, 10);
    expect(computeLayout({ width: 320, height: 568, dpr: 2 }).rootFontSize).toBeCloseTo(MIN_ROOT_FONT_SIZE, 10);
    expect(computeLayout({ width: 187, height: 333, dpr: 4 }).rootFontSize).toBeCloseTo(MIN_ROOT_FONT_SIZE, 10);
    expect(computeLayout({ width: 720, height: 450, dpr: 2 }).rootFontSize).toBeCloseTo(MIN_ROOT_FONT_SIZE, 10);
  });

  it('names the floor of the device pixel ratio, at least 1', () => {
    expect(computeLayout({ width: 375, height: 667, dpr: 2.75 }).dprClass).toBe('dpr-2');
    expect(computeLayout({ width: 375, height: 667, dpr: 3 }).dprClass).toBe('dpr-3');
    expect(computeLayout({ width: 375, height: 667, dpr: 0.5 }).dprClass).toBe('dpr-1');
    expect(computeLayout({ width: 375, height: 667, dpr: Number.NaN }).dprClass).toBe('dpr-1');
  });
});

describe('installLayout', () => {
  afterEach(() => {
    delete window.__OFFICIAL_ENTRY_URL__;
  });

  it('sets the root font size and replaces any previous dpr class', () => {
    const win = fakeWindow(375, 667, 3);
    const root = win.document.documentElement;
    root.classList.add('dpr-1', 'keep-me');
    install(win);
    expect(root.style.fontSize).toBe('16px');
    expect([...root.classList].sort()).toEqual(['dpr-3', 'keep-me']);
  });

  it('keeps the root size of the unzoomed width when the browser zooms, so zoomed type is larger', () => {
    const win = fakeWindow(1440, 900, 1);
    const root = win.document.documentElement;
    install(win);
    expect(root.style.fontSize).toBe('24px');
    // 200 %: half the CSS width, twice the pixel ratio, the same width in device pixels.
    win.devicePixelRatio = 2;
    resize(win, 720, 450);
    expect(root.style.fontSize).toBe('24px');
    // A resize of the zoomed window follows the formula for its unzoomed width (1600 × 32 ÷ 1920).
    resize(win, 800, 450);
    expect(parseFloat(root.style.fontSize)).toBeCloseTo(1600 * 32 / 1920, 4);
    win.devicePixelRatio = 1;
    resize(win, 1600, 900);
    expect(parseFloat(root.style.fontSize)).toBeCloseTo(1600 * 32 / 1920, 4);
  });

  it('moving to a denser screen is no zoom: the CSS width is the same, the root size too', () => {
    const win = fakeWindow(1440, 900, 1);
    const root = win.document.documentElement;
    install(win);
    win.devicePixelRatio = 2;
    resize(win, 1440, 900);
    expect(root.style.fontSize).toBe('24px');
    expect(root.classList.contains('dpr-2')).toBe(true);
  });

  it('reruns on resize and stops when uninstalled', () => {
    const win = fakeWindow(375, 667);
    const root = win.document.documentElement;
    const uninstall = install(win);
    resize(win, 2560, 1440);
    expect(root.style.fontSize).toBe('64px');
    uninstall();
    resize(win, 375, 667);
    expect(root.style.fontSize).toBe('64px');
  });

  it('draws elderly mode a quarter larger by the root size, at once and after a resize, and back when it ends', () => {
    const win = fakeWindow(375, 667);
    const root = win.document.documentElement;
    install(win);
    showElderly(win.document as Document, true);
    expect(root.style.fontSize).toBe(`${16 * ELDERLY_SCALE}px`);
    expect(root.classList.contains('elderly')).toBe(true);
    resize(win, 750, 1334);
    expect(root.style.fontSize).toBe(`${32 * ELDERLY_SCALE}px`);
    showElderly(win.document as Document, false);
    expect(root.style.fontSize).toBe('32px');
  });

  it('ignores resizes when the option is given', () => {
    const win = fakeWindow(375, 667);
    install(win, { disableResize: true });
    resize(win, 768, 1024);
    expect(win.document.documentElement.style.fontSize).toBe('16px');
  });

  it('ignores resizes while the global flag is set', () => {
    const win = fakeWindow(375, 667);
    install(win);
    win.__OFFICIAL_DISABLE_RESIZE__ = true;
    resize(win, 667, 375);
    expect(win.document.documentElement.style.fontSize).toBe('16px');
    win.__OFFICIAL_DISABLE_RESIZE__ = false;
    resize(win, 768, 1024);
    expect(win.document.documentElement.style.fontSize).toBe('24px');
  });

  it('records the entry address without its fragment, once', () => {
    const win = fakeWindow(375, 667);
    install(win);
    expect(win.__OFFICIAL_ENTRY_URL__).toBe('https://portal.example/official/home?a=1');
    win.location.href = 'https://portal.example/official/me/info';
    install(win);
    expect(win.__OFFICIAL_ENTRY_URL__).toBe('https://portal.example/official/home?a=1');
  });

  it('keeps an entry address recorded before start', () => {
    const win = fakeWindow(375, 667);
    win.__OFFICIAL_ENTRY_URL__ = 'https://portal.example/official/login';
    install(win);
    expect(win.__OFFICIAL_ENTRY_URL__).toBe('https://portal.example/official/login');
  });

  it('applies to the real window by default and follows its resizes', () => {
    setViewport({ width: 375, height: 667, devicePixelRatio: 2 });
    const uninstall = installLayout();
    const root = document.documentElement;
    expect(root.style.fontSize).toBe('16px');
    expect(root.classList.contains('dpr-2')).toBe(true);
    expect(window.__OFFICIAL_ENTRY_URL__).toBe(window.location.href.split('#')[0]);
    setViewport({ width: 1024, height: 768, devicePixelRatio: 3 });
    window.dispatchEvent(new Event('resize'));
    expect(parseFloat(root.style.fontSize)).toBeCloseTo(17.0667, 3);
    expect(root.classList.contains('dpr-3')).toBe(true);
    expect(root.classList.contains('dpr-2')).toBe(false);
    uninstall();
  });
});
