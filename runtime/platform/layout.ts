import { recordEntryUrl } from './entry-url';

/** A responsive layout profile of SPEC §9: root font size = width × root ÷ base. */
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

const largeTablet = layoutProfiles[2];

export interface Viewport { width: number; height: number; dpr: number }
export interface Layout { profile: LayoutProfile; rootFontSize: number; dprClass: string }

/** A landscape viewport (width/height above 1) up to the large-tablet width takes that profile first. */
export function selectProfile(width: number, height: number): LayoutProfile {
  if (height > 0 && width / height > 1 && width <= largeTablet.maxWidth) return largeTablet;
  return layoutProfiles.find((profile) => width <= profile.maxWidth) ?? layoutProfiles[layoutProfiles.length - 1];
}

export function computeLayout({ width, height, dpr }: Viewport): Layout {
  const profile = selectProfile(width, height);
  return {
    profile,
    rootFontSize: (width * profile.root) / profile.base,
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
 * Applies the layout to the root element now and on every resize, unless `disableResize` is given or
 * `window.__OFFICIAL_DISABLE_RESIZE__` is true when the resize happens. Also records the entry address.
 * Returns a function that stops following resizes.
 */
export function installLayout(win: Window = window, options: { disableResize?: boolean } = {}): () => void {
  recordEntryUrl(win);
  const update = () => applyLayout(win.document.documentElement, computeLayout({
    width: win.innerWidth, height: win.innerHeight, dpr: win.devicePixelRatio,
  }));
  update();
  if (options.disableResize) return () => undefined;
  const onResize = () => {
    if (win.__OFFICIAL_DISABLE_RESIZE__ !== true) update();
  };
  win.addEventListener('resize', onResize);
  return () => win.removeEventListener('resize', onResize);
}
