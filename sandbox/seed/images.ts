// Images as inline SVG data URLs: the sandbox has no file server, and these render offline.
import { iconDocument, type IconName } from '../../widgets/shared/icons/icons';

const dataUrl = (document: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(document)}`;

function svg(width: number, height: number, body: string): string {
  return dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`);
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One of our named icons (widgets/shared/icons) as an image address; `color` paints a bank's in its own. */
export const iconImage = (name: IconName, color?: string): string => dataUrl(iconDocument(name, color ? [`${color}b3`, color] : undefined));

/** A person's avatar: the last character of their name on a round ground, as messaging apps draw one. */
export function avatar(text: string, color: string): string {
  return svg(96, 96, `<circle cx="48" cy="48" r="48" fill="${color}"/><text x="48" y="60" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">${escape(text)}</text>`);
}

/** The image captcha: its answer is always 8888. */
export const captchaImage = svg(160, 56, '<rect width="100%" height="100%" fill="#eef2f8"/><path d="M8 40 C40 10, 90 50, 152 16" stroke="#9aa8c0" fill="none"/><text x="26" y="40" font-size="30" letter-spacing="10" fill="#2b4a7a" font-family="monospace">8888</text>');

/**
 * Thumbnail shown for an uploaded file: a photo of a paper document, lying slightly askew on a desk,
 * its heading printed in ink and its body as grey lines (what a phone photo of a form looks like).
 */
export const uploadedImage = (label: string): string => svg(320, 200, '<rect width="100%" height="100%" fill="#c9b89c"/><rect width="100%" height="100%" fill="#000" opacity=".06"/>'
  + '<g transform="rotate(-3 160 100)"><rect x="58" y="14" width="210" height="186" fill="#6d5a40" opacity=".35" transform="translate(4 5)"/><rect x="58" y="14" width="210" height="186" fill="#fbfaf6"/>'
  + `<text x="163" y="44" font-size="16" text-anchor="middle" fill="#2b2f36" font-family="serif">${escape(label)}</text>`
  + '<path d="M78 62h170M78 80h170M78 98h150M78 116h170M78 134h120" stroke="#c8ccd4" stroke-width="5"/>'
  + '<circle cx="226" cy="164" r="20" fill="none" stroke="#e05a5a" stroke-width="3" opacity=".75"/><path d="M78 170h70" stroke="#4a5a80" stroke-width="2"/></g>');
