// A picture staff chose to upload, checked in the browser before it is sent (the service checks again,
// by its content): its type and its size, by the rules the image gate applies (studio/server/assets/image-rules.ts).
import { IMAGE_MAX_BYTES, isUploadType, SVG_REFUSED_TEXT, tooLargeText, UPLOAD_TYPES, UPLOAD_TYPES_TEXT } from '../../../../server/assets/image-rules';

/** What the file input offers to choose. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_TYPES).join(',');

/** Why the file cannot be uploaded, in Chinese; undefined when it may be sent. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (file.type === 'image/svg+xml') return SVG_REFUSED_TEXT;
  if (!isUploadType(file.type)) return UPLOAD_TYPES_TEXT;
  if (file.size === 0) return '这个文件是空的：请重新选择图片';
  if (file.size > IMAGE_MAX_BYTES) return tooLargeText(file.size);
  return undefined;
}
