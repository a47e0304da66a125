import type { ServiceRequest } from '../../../runtime/core/data';
import type { OcrUploadProps } from '../../../schemas/generated/widgets';

export type Call = (service: string, request: ServiceRequest) => Promise<unknown>;
export type Mode = NonNullable<OcrUploadProps['mode']>;

/** An uploaded picture as the page keeps it (the catalogue's `file`). */
export interface UploadedFile {
  fileId: string;
  url: string;
}

export interface SendOptions {
  mode: Mode;
  bizCode: string;
  fileType?: string;
  side: 'front' | 'back';
  inner?: boolean;
}

export interface SendEvents {
  /** How much of the picture has been sent, from 0 to 1. */
  progress: (fraction: number) => void;
  /** The picture is stored; what follows (if anything) is recognition. */
  stored: (file: UploadedFile) => void;
}

export interface Sent {
  file: UploadedFile;
  /** The OCR answer, in the OCR modes. */
  fields?: Record<string, unknown>;
}

function fileTypeOf({ mode, fileType, side }: SendOptions): string {
  if (fileType) return fileType;
  if (mode === 'id-card') return side === 'back' ? 'ID_BACK' : 'ID_FRONT';
  return mode === 'bank-card' ? 'BANK_CARD' : 'IMAGE';
}

/**
 * Sends one picture the way its mode needs. ocrPreInsure stores and reads in one call. The id-card and
 * bank-card OCR answers carry no file id, so those pictures are first stored with uploadImage (giving the
 * page a fileId to submit) and then read; `stored` lets a retry after a failed reading skip the upload.
 */
export async function sendPicture(call: Call, options: SendOptions, dataUrl: string, events: SendEvents, stored?: UploadedFile): Promise<Sent> {
  if (options.mode === 'pre-insure') {
    const answer = await call('face.ocrPreInsure', { body: { file: dataUrl, bizCode: options.bizCode }, onUploadProgress: events.progress }) as UploadedFile & Record<string, unknown>;
    return { file: { fileId: answer.fileId, url: answer.url }, fields: answer };
  }
  let file = stored;
  if (!file) {
    const body = { file: dataUrl, fileType: fileTypeOf(options), bizCode: options.bizCode, ...(options.inner !== undefined && { inner: options.inner }) };
    const answer = await call('face.uploadImage', { body, onUploadProgress: events.progress }) as UploadedFile;
    file = { fileId: answer.fileId, url: answer.url };
    events.stored(file);
  }
  if (options.mode === 'image') return { file };
  const fields = options.mode === 'id-card'
    ? await call('face.ocrIdCard', { body: { file: dataUrl, side: options.side } })
    : await call('face.ocrBankCard', { body: { file: dataUrl } });
  return { file, fields: fields as Record<string, unknown> };
}
