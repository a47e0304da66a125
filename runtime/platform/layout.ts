import { recordEntryUrl } from './entry-url';

/** A responsive layout profile (docs/product.md, Layout): root font size = width × root ÷ base. */
export interface LayoutProfile {
  name: 'mobile' | 'small-tablet' | 'large-tablet' | 'desktop';
  maxWidth: number;
  root: number;
  base: number;
}

export const layoutProfiles: readonly LayoutProfile[] = [
  { name: 'mobile', maxWidth: 750, root: 32, base: 750 },
  { name: 'small-tablet', maxWidth: 1200, root: 32, base: 1024 },
  { name: 'large-tablet', maxWidth: 1920, root: 32, base: 1920 },
  { name: 'desktop', maxWidth: Infinity, root: 48, base: 1920 },
];

const [mobile, , largeTablet] = layoutProfiles;

/**
 * The root size of the narrowest phone (320 px, mobile profile). Browser zoom narrows the viewport in CSS
 * pixels, which the layout formula alone (docs/product.md, Layout) would answer with smaller type: the root
 * never goes below this.
 */
export const MIN_ROOT_FONT_SIZE = (320 * mobile.root) / mobile.base;

/**
 * Elderly mode draws everything a quarter larger by the root size, which every rem of the portal and of arco
 * follows: dialogs, sheets, toasts and pickers as well as the page, and without CSS zoom, so a finger on the
 * signature pad lands where it is drawn.
 */
export const ELDERLY_SCALE = 1.25;
const ELDERLY_CLASS = 'elderly';
/** Each document's layout, to apply again when elderly mode turns on or off. */
const relayouts = new WeakMap<Document, () => void>();

export interface Viewport { width: number; height: number; dpr: number }
export interface Layout { profile: LayoutProfile; rootFontSize: number; dprClass: string }

/** A landscape viewport (width/height above 1) up to the large-tablet width takes that profile first. */
export function selectProfile(width: number, height: number): LayoutProfile {
  if (height > 0 && width / height > 1 && width <= largeTablet.maxWidth) return largeTablet;
  return layoutProfiles.find((profile) => width <= profile.maxWidth) ?? layoutProfiles[layoutProfiles.length - 1];
}

export function computeLayout({ width, height, dpr }: Viewport, scale = 1): Layout {
  const profile = selectProfile(width, height);
  return {
    profile,
    rootFontSize: Math.max(MIN_ROOT_FONT_SIZE, (width * profile.root) / profile.base) * scale,
    dprClass: `dpr-${Math.max(1, Math.floor(dpr) || 1)}`,
  };
}

function applyLayout(root: HTMLElement, layout: Layout): void {
  root.style.fontSize = `${layout.rootFontSize}px`;
  const stale = [...root.classList].filter((name) => /^dpr-\d+$/.test(name) && name !== layout.dprClass);
  root.classList.remove(...stale);
  root.classList.add(layout.dprClass);
}

/**
 * The browser zoom since the page opened. Zooming changes the viewport's CSS width and the device pixel
 * ratio in inverse proportion, leaving its width in device pixels as it was; a window moved to a screen of
 * another density changes the ratio but not the CSS width, and resizing changes the width alone. The layout
 * is then computed for the unzoomed width, so zooming to 200 % draws the type twice as large (WCAG 1.4.4).
 */
function followZoom(): (width: number, dpr: number) => number {
  let zoom = 1;
  let last: { width: number; dpr: number } | undefined;
  return (width, dpr) => {
    if (last && dpr !== last.dpr && Math.abs(width * dpr - last.width * last.dpr) <= Math.max(dpr, last.dpr)) {
      zoom *= dpr / last.dpr;
    }
    last = { width, dpr };
    return zoom;
  };
}

/**
 * Applies the layout to the root element now and on every resize, unless `disableResize` is given or
 * `window.__OFFICIAL_DISABLE_RESIZE__` is true when the resize happens. Also records the entry address.
 * Returns a function that stops following resizes.
 */
export function installLayout(win: Window = window, options: { disableResize?: boolean } = {}): () => void {
  recordEntryUrl(win);
  const zoom = followZoom();
  const root = win.document.documentElement;
  const update = () => {
    const factor = zoom(win.innerWidth, win.devicePixelRatio);
    applyLayout(root, computeLayout({
      width: win.innerWidth * factor, height: win.innerHeight * factor, dpr: win.devicePixelRatio,
    }, root.classList.contains(ELDERLY_CLASS) ? ELDERLY_SCALE : 1));
  };
  relayouts.set(win.document, update);
  update();
  if (options.disableResize) return () => undefined;
  const onResize = () => {
    if (win.__OFFICIAL_DISABLE_RESIZE__ !== true) update();
  };
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}

/** Turns elderly mode on or off for the whole document: the larger root size and the darker secondary text. */
export function showElderly(doc: Document, on: boolean): void {
  if (doc.documentElement.classList.contains(ELDERLY_CLASS) === on) return;
  doc.documentElement.classList.toggle(ELDERLY_CLASS, on);
  relayouts.get(doc)?.();
}
