import { describe, expect, it, vi } from 'vitest';
import { fitWithin, JPEG_QUALITY, prepareImage, type ImageCodec } from '../../../../widgets/native/ocr-upload/prepare-image';

const photo = (type: string, bytes = 2048, name = 'IMG_2034.JPG') => new File([new Uint8Array(bytes).fill(7)], name, { type });

/** A codec that "decodes" any file to the given size and encodes to a JPEG of `encodedBytes`. */
function fakeCodec(width: number, height: number, encodedBytes = 100) {
  const close = vi.fn();
  const codec: ImageCodec = {
    decode: vi.fn(async () => ({ width, height, source: {} as CanvasImageSource, close })),
    encode: vi.fn(async () => new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' })),
  };
  return { codec, close };
}

describe('fitWithin', () => {
  it('scales the longest side down to 1600 px, keeping the proportions, and never scales up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 533, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 20000, 1600)).toEqual({ width: 128, height: 1600 });
  });
});

describe('prepareImage', () => {
  it('downscales a large photo to a JPEG data URL at quality 0.8, and frees the decoded picture', async () => {
    const { codec, close } = fakeCodec(4032, 3024);
    const prepared = await prepareImage(photo('image/jpeg', 4096), 10, codec);
    expect(prepared).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/) });
    expect(codec.encode).toHaveBeenCalledWith(expect.anything(), 1600, 1200, JPEG_QUALITY);
    expect(close).toHaveBeenCalled();
  });

  it('sends a small picture as it is when re-encoding would make it bigger', async () => {
    const { codec } = fakeCodec(600, 400, 5000);
    const prepared = await prepareImage(photo('image/png', 1000, 'scan.png'), 10, codec);
    expect(prepared).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('refuses a file that is not a picture, and one over the size limit, with a message for the customer', async () => {
    const { codec } = fakeCodec(100, 100);
    expect(await prepareImage(photo('application/pdf', 100, '体检报告.pdf'), 10, codec)).toEqual({ ok: false, message: '请选择图片文件（JPG、PNG 等格式）' });
    expect(await prepareImage(photo('image/jpeg', 3 * 1024 * 1024), 2, codec)).toEqual({ ok: false, message: '图片不能超过 2MB，请重新选择' });
    expect(codec.decode).not.toHaveBeenCalled();
  });

  it('falls back to the original when the browser cannot decode it, unless the services cannot take its type', async () => {
    const broken: ImageCodec = { decode: () => Promise.reject(new Error('decode')), encode: vi.fn() };
    expect(await prepareImage(photo('image/png'), 10, broken)).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/png;base64,/) });
    expect(await prepareImage(photo('image/heic'), 10, broken)).toEqual({ ok: false, message: '无法读取这张图片，请换一张 JPG 或 PNG 格式的图片' });
  });

  it('uses the browser codec by default, falling back where createImageBitmap is missing', async () => {
    expect(await prepareImage(photo('image/jpeg'), 10)).toEqual({ ok: true, dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,/) });
  });
});
