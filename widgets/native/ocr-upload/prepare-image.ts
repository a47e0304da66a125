// A photo straight from a phone camera is 3–10 MB; scaled down and re-encoded in the browser it is a few
// hundred KB, so an upload over a mobile network takes seconds and the service's 10 MB limit is never hit.

/** Longest side after downscaling, in pixels: enough for a person (or an OCR service) to read a document. */
export const MAX_SIDE = 1600;
export const JPEG_QUALITY = 0.8;
/** The catalogue's imageFile limit (pages-config/services/face.json): a longer data URL is refused. */
export const MAX_DATA_URL_LENGTH = 10 * 1024 * 1024;

/** Types the upload services take as they are (the imageFile pattern); others must be re-encoded. */
const SENDABLE = /^image\/(png|jpeg|gif|webp|bmp)$/;

export type Prepared = { ok: true; dataUrl: string } | { ok: false; message: string };

/** A decoded picture, drawable on a canvas. */
export interface Decoded {
  width: number;
  height: number;
  source: CanvasImageSource;
  close?: () => void;
}

/** How pictures are decoded and encoded: the browser's by default, a fake in unit tests. */
export interface ImageCodec {
  decode: (file: Blob) => Promise<Decoded>;
  encode: (picture: Decoded, width: number, height: number, quality: number) => Promise<Blob>;
}

export const browserCodec: ImageCodec = {
  async decode(file) {
    // from-image applies the EXIF rotation, so a portrait photo is not sent lying on its side.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  encode(picture, width, height, quality) {
    return new Promise((resolve, reject) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return reject(new Error('no 2d canvas'));
      // JPEG has no transparency: a PNG's see-through parts become white, not black.
      context.fillStyle = '#fff';
      context.fillRect(0, 0, width, height);
      context.drawImage(picture.source, 0, 0, width, height);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('encoding failed'))), 'image/jpeg', quality);
    });
  },
};

/** The size of a width × height picture scaled down (never up) so that its longest side fits maxSide. */
export function fitWithin(width: number, height: number, maxSide = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/** Re-encoded as a smaller JPEG, or null when the browser cannot decode the picture. */
async function shrink(file: File, codec: ImageCodec): Promise<Blob | null> {
  let picture: Decoded;
  try {
    picture = await codec.decode(file);
  } catch {
    return null;
  }
  try {
    const size = fitWithin(picture.width, picture.height);
    const smaller = await codec.encode(picture, size.width, size.height, JPEG_QUALITY);
    // An already small picture may grow when re-encoded: then the original goes as it is.
    const resized = size.width !== picture.width || size.height !== picture.height;
    return resized || smaller.size < file.size || !SENDABLE.test(file.type) ? smaller : file;
  } catch {
    return null;
  } finally {
    picture.close?.();
  }
}

/**
 * Checks a chosen file and turns it into the data URL the upload services take: non-pictures and files
 * over maxSizeMB are refused with a message for the customer; a picture the browser cannot decode goes
 * as it is when the services accept its type.
 */
export async function prepareImage(file: File, maxSizeMB: number, codec: ImageCodec = browserCodec): Promise<Prepared> {
  if (!file.type.startsWith('image/')) return { ok: false, message: '请选择图片文件（JPG、PNG 等格式）' };
  if (file.size > maxSizeMB * 1024 * 1024) return { ok: false, message: `图片不能超过 ${maxSizeMB}MB，请重新选择` };
  const blob = (await shrink(file, codec)) ?? (SENDABLE.test(file.type) ? file : null);
  if (!blob) return { ok: false, message: '无法读取这张图片，请换一张 JPG 或 PNG 格式的图片' };
  const dataUrl = await readDataUrl(blob);
  if (dataUrl.length > MAX_DATA_URL_LENGTH) return { ok: false, message: '图片过大，请换一张较小的图片' };
  return { ok: true, dataUrl };
}
