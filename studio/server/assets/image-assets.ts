// Pictures staff upload for their pages: checked as the image gate checks a page's pictures (a real PNG,
// JPEG, WebP or GIF by its content, within the size and side limits), then kept in the object store under
// the SHA-256 of their bytes, so the same picture uploaded twice is one object at one address, kept for good.
import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import { CACHE, type ObjectStore, type StoredObject } from '../releases/object-store';
import { Refusal } from '../service/refusal';
import { ASSET_ADDRESS, IMAGE_MAX_BYTES, IMAGE_MAX_SIDE, isUploadType, STORE_BASE, SVG_REFUSED_TEXT, tooLargeText, tooWideText, UPLOAD_TYPES, UPLOAD_TYPES_TEXT, type UploadType } from './image-rules';

export interface StoredImage {
  /** Where the portal (and the console's canvas) fetches it. */
  address: string;
  contentType: string;
  bytes: number;
  width: number;
  height: number;
  /** False when these bytes were already stored (uploaded before). */
  created: boolean;
}

/** Named by its bytes, a picture never changes: kept for good, as a version is. */
const cacheOf = (contentType: string): StoredObject => ({ contentType, cacheControl: CACHE.version.cacheControl });

/** The object store's key of an uploaded picture's address, or undefined for any other address. */
export const assetKey = (address: string): string | undefined => (ASSET_ADDRESS.test(address) ? address.slice(STORE_BASE.length) : undefined);

/** The picture's type as its content says, with its size; a refusal in Chinese when it is not one staff may upload. */
function inspectImage(content: Buffer, declaredType: string): { contentType: UploadType; width: number; height: number } {
  const declared = declaredType.split(';')[0].trim().toLowerCase();
  if (declared === 'image/svg+xml') throw new Refusal(SVG_REFUSED_TEXT, 415);
  if (!isUploadType(declared)) throw new Refusal(UPLOAD_TYPES_TEXT, 415);
  if (content.length === 0) throw new Refusal('没有收到图片内容：请重新选择文件', 400);
  if (content.length > IMAGE_MAX_BYTES) throw new Refusal(tooLargeText(content.length), 413);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(content);
  } catch {
    throw new Refusal('文件内容不是图片，或已损坏：请重新导出后再上传', 422);
  }
  if (size.type === 'svg') throw new Refusal(SVG_REFUSED_TEXT, 415);
  // image-size names the types by the extensions they are stored with.
  const detected = (Object.keys(UPLOAD_TYPES) as UploadType[]).find((type) => UPLOAD_TYPES[type] === size.type);
  if (!detected) throw new Refusal(UPLOAD_TYPES_TEXT, 415);
  if (detected !== declared) throw new Refusal(`文件内容是 ${detected.slice('image/'.length).toUpperCase()} 图片，与所声明的类型 ${declared} 不符`, 422);
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE) throw new Refusal(tooWideText(size.width, size.height), 422);
  return { contentType: detected, width: size.width, height: size.height };
}

/** Checks an uploaded picture and keeps it at the address of its content. */
export async function storeImage(store: ObjectStore, content: Buffer, declaredType: string): Promise<StoredImage> {
  const { contentType, width, height } = inspectImage(content, declaredType);
  const key = `assets/${createHash('sha256').update(content).digest('hex')}.${UPLOAD_TYPES[contentType]}`;
  const created = (await store.getBytes(key)) === undefined;
  if (created) await store.put(key, content, cacheOf(contentType));
  return { address: STORE_BASE + key, contentType, bytes: content.length, width, height, created };
}
