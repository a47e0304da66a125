// Images as inline SVG data URLs: the sandbox has no file server, and these render offline.

function svg(width: number, height: number, body: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`)}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A banner or cover: a coloured card with a title. */
export function banner(title: string, color: string, width = 750, height = 300): string {
  return svg(width, height, `<rect width="100%" height="100%" rx="16" fill="${color}"/><text x="48" y="${height / 2 + 14}" font-size="40" fill="#fff" font-family="sans-serif">${escape(title)}</text>`);
}

/** A round icon with one or two characters. */
export function icon(text: string, color: string): string {
  return svg(96, 96, `<circle cx="48" cy="48" r="48" fill="${color}"/><text x="48" y="60" font-size="34" text-anchor="middle" fill="#fff" font-family="sans-serif">${escape(text)}</text>`);
}

/** The image captcha: its answer is always 8888. */
export const captchaImage = svg(160, 56, '<rect width="100%" height="100%" fill="#eef2f8"/><path d="M8 40 C40 10, 90 50, 152 16" stroke="#9aa8c0" fill="none"/><text x="26" y="40" font-size="30" letter-spacing="10" fill="#2b4a7a" font-family="monospace">8888</text>');

/** Thumbnail shown for an uploaded file. */
export const uploadedImage = (label: string): string => banner(label, '#7b8ba3', 320, 200);
