// The image picker's 上传图片: a file is checked in the browser first (its type and size, in Chinese),
// then sent; the field takes the address the service answers, and a refusal shows under the field.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { WidgetProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../../../studio/console/api-client/api-error';
import { studioApi } from '../../../../../../studio/console/api-client/studio-api';
import { imageFileProblem } from '../../../../../../studio/console/visual/form/pickers/image-file';
import { ImagePicker } from '../../../../../../studio/console/visual/form/pickers/ImagePicker';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const ADDRESS = `/official-pages/assets/${'c'.repeat(64)}.png`;
const fileOf = (type: string, bytes: number, name = 'banner.png') => new File([new Uint8Array(bytes)], name, { type });

describe('checking a chosen picture in the browser', () => {
  it('takes PNG, JPEG, WebP and GIF up to 512 KB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(imageFileProblem({ type, size: 512 * 1024 }), type).toBeUndefined();
  });

  it('says in Chinese what is wrong with any other', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1.2 * 1024 * 1024 })).toBe('图片不能超过 512 KB（当前 1.2 MB）');
    expect(imageFileProblem({ type: 'image/jpeg', size: 600 * 1024 })).toBe('图片不能超过 512 KB（当前 600 KB）');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 300 })).toBe('不能上传 SVG 图片（其中可能含有脚本）：请导出为 PNG 后再上传');
    expect(imageFileProblem({ type: 'application/pdf', size: 300 })).toBe('只能上传 PNG、JPEG、WebP 或 GIF 图片');
    expect(imageFileProblem({ type: '', size: 300 })).toBe('只能上传 PNG、JPEG、WebP 或 GIF 图片');
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('这个文件是空的：请重新选择图片');
  });
});

describe('the image picker', () => {
  const renderPicker = (onChange = vi.fn()) => {
    const { container } = render(<ImagePicker {...({ id: 'root_src', value: '', options: {}, onChange } as unknown as WidgetProps)} />);
    const chooser = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    return { onChange, choose: (file: File) => fireEvent.change(chooser, { target: { files: [file] } }), chooser };
  };

  it('offers 上传图片 as a button for the file chooser of the four types', () => {
    const { chooser } = renderPicker();
    const click = vi.spyOn(chooser, 'click');
    fireEvent.click(screen.getByRole('button', { name: /上传图片/ }));
    expect(click).toHaveBeenCalled();
    expect(chooser.accept).toBe('image/png,image/jpeg,image/webp,image/gif');
  });

  it('refuses a file too large before sending it, and says why under the field', async () => {
    const upload = vi.spyOn(studioApi, 'uploadImage');
    const { choose, onChange } = renderPicker();
    choose(fileOf('image/png', 1.2 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toBe('图片不能超过 512 KB（当前 1.2 MB）');
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sends a fit one, shows it busy meanwhile, and sets the field to the address answered', async () => {
    let answer!: (value: { address: string }) => void;
    const upload = vi.spyOn(studioApi, 'uploadImage').mockReturnValue(new Promise((resolve) => { answer = resolve as typeof answer; }) as ReturnType<typeof studioApi.uploadImage>);
    const { choose, onChange } = renderPicker();
    const file = fileOf('image/png', 2048);
    choose(file);
    expect(await screen.findByRole('button', { name: /正在上传…/ })).toBeTruthy();
    expect(upload).toHaveBeenCalledWith(file);
    answer({ address: ADDRESS });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(ADDRESS));
    expect(screen.getByRole('button', { name: /上传图片/ })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the service\'s refusal under the field', async () => {
    vi.spyOn(studioApi, 'uploadImage').mockRejectedValue(new ApiError(422, '图片尺寸 4000×300 超过 3000 像素：请缩小后再上传'));
    const { choose, onChange } = renderPicker();
    choose(fileOf('image/webp', 4096, 'wide.webp'));
    expect((await screen.findByRole('alert')).textContent).toBe('图片尺寸 4000×300 超过 3000 像素：请缩小后再上传');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toContain('root_src__upload');
  });
});
