// What a picture on a page may be, in one place: the image gate checks every picture a version names by
// it, the upload route checks what staff upload by it, and the console checks a file by it before sending.
// No Node here: the console imports it.

/** The largest picture a page may name: a phone's screen of it loads in a second on a slow connection. */
export const IMAGE_MAX_BYTES = 512 * 1024;
/** Wider or taller than this, a picture is only decoded at a cost and scaled down again. */
export const IMAGE_MAX_SIDE = 3000;

/** The pictures staff may upload, by type, and the extension each is stored with. SVG is not one: it can carry script. */
export const UPLOAD_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const UPLOAD_TYPES_TEXT = '只能上传 PNG、JPEG、WebP 或 GIF 图片';
export const SVG_REFUSED_TEXT = '不能上传 SVG 图片（其中可能含有脚本）：请导出为 PNG 后再上传';

export const isUploadType = (type: string): type is UploadType => Object.hasOwn(UPLOAD_TYPES, type);

/** Where the object store is served to the portal (runtime/app/published/published-pages.ts fetches releases there). */
export const STORE_BASE = '/official-pages/';
/** Uploaded pictures are the object store's `assets/`, served beside the published pages. */
export const ASSET_BASE = `${STORE_BASE}assets/`;
/** An uploaded picture's address: named by the SHA-256 of its bytes. */
export const ASSET_ADDRESS = /^\/official-pages\/assets\/[0-9a-f]{64}\.(png|jpg|webp|gif)$/;

/** A size as staff read it: 380 KB, 1.2 MB. */
export const sizeText = (bytes: number): string => (bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export const tooLargeText = (bytes: number) => `图片不能超过 ${sizeText(IMAGE_MAX_BYTES)}（当前 ${sizeText(bytes)}）`;
export const tooWideText = (width: number, height: number) => `图片尺寸 ${width}×${height} 超过 ${IMAGE_MAX_SIDE} 像素：请缩小后再上传`;
