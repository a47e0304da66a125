import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { WidgetProps } from '../../../runtime/react/types';
import { failedBecause } from '../../shared/failure';
import { prepareImage } from './prepare-image';
import { sendPicture, type Call, type SendOptions, type UploadedFile } from './send-picture';

/** One picture on screen: uploaded, on its way, or failed and waiting for 重试. */
export interface Picture {
  key: string;
  /** What the tile shows: the customer's own photo, or the stored file's address. */
  src: string;
  status: 'sending' | 'done' | 'failed';
  /** Sending: 'upload' with progress from 0 to 1, then 'recognize' in the OCR modes. */
  stage: 'upload' | 'recognize';
  progress: number;
  /** The data URL sent, kept for a retry; absent for files that came from the binding. */
  dataUrl?: string;
  file?: UploadedFile;
}

/** The bound value as a file list; anything else (nothing bound yet, bad data) is no files. */
function boundFiles(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is UploadedFile => typeof item?.fileId === 'string' && typeof item?.url === 'string');
}

const keyOf = (files: readonly UploadedFile[]) => files.map((file) => file.fileId).join(',');
const uploaded = (pictures: readonly Picture[]) => pictures.flatMap((picture) => (picture.status === 'done' && picture.file ? [picture.file] : []));
const storedPicture = (file: UploadedFile): Picture => ({ key: file.fileId, src: file.url, status: 'done', stage: 'upload', progress: 1, file });

let counter = 0;

interface Options extends Pick<WidgetProps, 'binding' | 'emit'> {
  call: Call;
  send: SendOptions;
  maxCount: number;
  maxSizeMB: number;
}

/**
 * The pictures of one upload field and what the customer does to them. The bound value follows the
 * uploaded pictures (a change emits change { files }); a new bound value from the page (a reset after
 * submit, a restored draft) replaces them, keeping pictures still on their way or failed.
 */
export function usePictures({ binding, emit, call, send, maxCount, maxSizeMB }: Options) {
  const [pictures, setPictures] = useState<Picture[]>(() => boundFiles(binding?.value).map(storedPicture));
  const [notice, setNotice] = useState('');
  const written = useRef(keyOf(boundFiles(binding?.value)));
  const removed = useRef(new Set<string>());

  const boundKey = keyOf(boundFiles(binding?.value));
  const takeBound = useEffectEvent(() => {
    if (!binding || boundKey === written.current) return;
    written.current = boundKey;
    setPictures((current) => [...boundFiles(binding.value).map(storedPicture), ...current.filter((picture) => picture.status !== 'done')]);
  });
  useEffect(() => takeBound(), [boundKey]);

  const files = uploaded(pictures);
  const filesKey = keyOf(files);
  const writeFiles = useEffectEvent(() => {
    if (filesKey === written.current) return;
    written.current = filesKey;
    binding?.set(files);
    void emit('change', { files });
  });
  useEffect(() => writeFiles(), [filesKey]);

  const update = (key: string, change: Partial<Picture>) =>
    setPictures((current) => current.map((picture) => (picture.key === key ? { ...picture, ...change } : picture)));

  const upload = async (picture: Picture) => {
    const { key, dataUrl = picture.src } = picture;
    let stored = picture.file;
    update(key, { status: 'sending', stage: stored ? 'recognize' : 'upload', progress: 0 });
    try {
      const sent = await sendPicture(call, send, dataUrl, {
        progress: (fraction) => update(key, { progress: fraction }),
        stored: (file) => {
          stored = file;
          update(key, { file, stage: 'recognize' });
        },
      }, stored);
      if (removed.current.has(key)) return;
      update(key, { status: 'done', file: sent.file });
      if (sent.fields) void emit('recognized', { fields: sent.fields });
    } catch (error) {
      if (removed.current.has(key)) return;
      update(key, { status: 'failed' });
      // A widget's call toasts nothing: the failure is told here, beside the pictures, until the next attempt.
      setNotice(failedBecause(stored ? '识别失败' : '上传失败', error));
    }
  };

  const add = async (chosen: readonly File[]) => {
    setNotice('');
    const room = Math.max(0, maxCount - pictures.length);
    if (chosen.length > room) setNotice(`最多上传 ${maxCount} 张，多选的 ${chosen.length - room} 张未添加`);
    // One at a time: decoding several full-size photos at once can exhaust a phone's memory.
    for (const file of chosen.slice(0, room)) {
      const prepared = await prepareImage(file, maxSizeMB);
      if (!prepared.ok) {
        setNotice(prepared.message);
        continue;
      }
      const picture: Picture = { key: `new-${(counter += 1)}`, src: prepared.dataUrl, dataUrl: prepared.dataUrl, status: 'sending', stage: 'upload', progress: 0 };
      setPictures((current) => [...current, picture]);
      void upload(picture);
    }
  };

  const retry = (picture: Picture) => {
    setNotice('');
    void upload(picture);
  };

  const remove = (picture: Picture) => {
    removed.current.add(picture.key);
    setPictures((current) => current.filter((other) => other.key !== picture.key));
  };

  /** Moves a picture one place earlier: the order is the order the reviewer reads them in. */
  const moveEarlier = (picture: Picture) => setPictures((current) => {
    const index = current.indexOf(picture);
    if (index <= 0) return current;
    return [...current.slice(0, index - 1), picture, current[index - 1], ...current.slice(index + 1)];
  });

  return { pictures, notice, add, retry, remove, moveEarlier };
}
