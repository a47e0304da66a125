import sharp from 'sharp';

/**
 * How a snapshot picture is stored: lossless WebP at libwebp's strongest setting (what `cwebp -z 9` does), about
 * 2/5 of the bytes of Chromium's PNG with the same pixels. It takes about 2 s a phone page, so only pictures
 * written to the tree are encoded so.
 */
const STORED = { lossless: true, effort: 6, quality: 100 } as const;
/** Lossless too, in a few milliseconds: the "actual" picture of a failing run's report. */
const QUICK = { lossless: true, effort: 0, quality: 1 } as const;

/** A screenshot (PNG) as a WebP picture: `stored` for the tree, else quick for the report. */
export function toWebp(screenshot: Buffer, use: 'stored' | 'report'): Promise<Buffer> {
  return sharp(screenshot).webp(use === 'stored' ? STORED : QUICK).toBuffer();
}

async function pixels(image: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** True when a screenshot shows exactly the committed picture's pixels, whatever their two encodings. */
export async function samePixels(screenshot: Buffer, committed: Buffer): Promise<boolean> {
  const [shot, picture] = await Promise.all([pixels(screenshot), pixels(committed)]);
  return shot.width === picture.width && shot.height === picture.height && shot.data.equals(picture.data);
}
