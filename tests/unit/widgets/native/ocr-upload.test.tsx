import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceRequest } from '../../../../runtime/core/data';
import { showConfirm } from '../../../../runtime/react/arco-feedback';
import type { OcrUploadProps } from '../../../../schemas/generated/widgets';
import OcrUpload from '../../../../widgets/native/ocr-upload/OcrUpload';
import spec from '../../../../widgets/native/ocr-upload';
import { renderWidget } from '../render-widget';
import { deferred, fakeCall, serverError } from './fake-call';

vi.mock('../../../../runtime/react/arco-feedback', () => ({ showConfirm: vi.fn(async () => true) }));

const MEDICAL: OcrUploadProps = { label: '体检报告', fileType: 'MEDICAL', bizCode: 'RE' };
const stored = (fileId: string) => ({ fileId, url: `/official-api/files/${fileId}.svg` });
const photo = (name = 'IMG_2034.PNG', type = 'image/png') => new File([new Uint8Array(512).fill(9)], name, { type });

function setup(props: OcrUploadProps, answers: Parameters<typeof fakeCall>[1], value: unknown = [], disabled = false) {
  const call = fakeCall(spec, answers);
  const binding = { value, set: vi.fn(), current: () => value, subscribe: () => () => undefined };
  const view = renderWidget(OcrUpload, props, { call, binding, disabled });
  // Choosing reads the file (FileReader answers on a later task), then sends it.
  const choose = (...files: File[]) => act(async () => {
    fireEvent.change(view.container.querySelector('input[type="file"]')!, { target: { files } });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return { ...view, call, binding, choose };
}

describe('ocr-upload', () => {
  it('uploads a chosen photo as a data URL with a progress bar, then binds and emits the uploaded files', async () => {
    const answer = deferred<unknown>();
    let progress = (_fraction: number) => {};
    const view = setup(MEDICAL, {
      'face.uploadImage': (request: ServiceRequest) => {
        progress = request.onUploadProgress!;
        return answer.promise;
      },
    });
    expect(screen.getByRole('button', { name: '添加体检报告' })).toBeTruthy();
    await view.choose(photo());
    expect(view.call).toHaveBeenCalledWith('face.uploadImage', expect.objectContaining({
      body: { file: expect.stringMatching(/^data:image\/png;base64,/), fileType: 'MEDICAL', bizCode: 'RE' },
    }));

    act(() => progress(0.45));
    const bar = screen.getByRole('progressbar', { name: '体检报告第1张上传进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(bar.textContent).toBe('上传中 45%');

    await act(async () => answer.resolve(stored('F1')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(view.binding.set).toHaveBeenLastCalledWith([stored('F1')]);
    expect(view.emit).toHaveBeenCalledWith('change', { files: [stored('F1')] });
    expect(screen.getByText('已上传 1 张，最多 9 张')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看体检报告第1张' })).toBeTruthy();
  });

  it('keeps a photo whose upload failed, marked 上传失败 with the reason beside it, and 重试 uploads it again', async () => {
    const view = setup(MEDICAL, { 'face.uploadImage': [serverError('face.uploadImage'), () => stored('F2')] });
    await view.choose(photo());
    expect(await screen.findByText('上传失败')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('上传失败：抱歉，服务端异常，正在抢修中，请您稍后重试');
    expect(view.binding.set).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试体检报告第1张' })));
    expect(screen.queryByText('上传失败')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const [first, second] = view.call.mock.calls;
    expect(second[1].body).toEqual(first[1].body);
    expect(view.binding.set).toHaveBeenLastCalledWith([stored('F2')]);
  });

  it('refuses a file that is not a picture, and one over maxSizeMB, with a message and no upload', async () => {
    const view = setup({ ...MEDICAL, maxSizeMB: 0.0001 }, {});
    await view.choose(photo('体检报告.pdf', 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe('请选择图片文件（JPG、PNG 等格式）');
    await view.choose(photo());
    expect((await screen.findByRole('alert')).textContent).toBe('图片不能超过 0.0001MB，请重新选择');
    expect(view.call).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /查看/ })).toBeNull();
  });

  it('shows the bound files and deletes one once the customer confirms, keeping focus in the field', async () => {
    const view = setup(MEDICAL, {}, [stored('F1'), stored('F2')]);
    expect(screen.getByText('2/9')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '删除体检报告第1张' })));
    expect(showConfirm).toHaveBeenCalledWith(expect.objectContaining({ title: '删除照片', confirmText: '删除' }));
    expect(view.binding.set).toHaveBeenCalledWith([stored('F2')]);
    expect(view.emit).toHaveBeenCalledWith('change', { files: [stored('F2')] });
    expect(screen.getAllByRole('button', { name: /^查看/ })).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '添加体检报告' })));
  });

  it('moves a picture one place earlier, binding and emitting the new order; the first has no such button', async () => {
    const view = setup(MEDICAL, {}, [stored('F1'), stored('F2'), stored('F3')]);
    expect(screen.queryByRole('button', { name: '体检报告第1张前移一位' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '体检报告第3张前移一位' })));
    expect(view.binding.set).toHaveBeenLastCalledWith([stored('F1'), stored('F3'), stored('F2')]);
    expect(view.emit).toHaveBeenLastCalledWith('change', { files: [stored('F1'), stored('F3'), stored('F2')] });
  });

  it('keeps a photo when the deletion is not confirmed', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    const view = setup(MEDICAL, {}, [stored('F1')]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '删除体检报告第1张' })));
    expect(view.binding.set).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '查看体检报告第1张' })).toBeTruthy();
  });

  it('id-card mode stores the photo, reads it, emits recognized with the answer and offers no second photo', async () => {
    const fields = { side: 'front', realName: '李明轩', certificateNo: '310101198805120017' };
    const view = setup({ mode: 'id-card', bizCode: 'RE' }, { 'face.uploadImage': () => stored('F3'), 'face.ocrIdCard': () => fields });
    await view.choose(photo());
    expect(view.call.mock.calls.map(([service, request]) => [service, request.body])).toEqual([
      ['face.uploadImage', { file: expect.stringMatching(/^data:image/), fileType: 'ID_FRONT', bizCode: 'RE' }],
      ['face.ocrIdCard', { file: expect.stringMatching(/^data:image/), side: 'front' }],
    ]);
    expect(view.emit).toHaveBeenCalledWith('recognized', { fields });
    expect(view.binding.set).toHaveBeenLastCalledWith([stored('F3')]);
    expect(screen.queryByRole('button', { name: '拍摄或上传身份证人像面' })).toBeNull();
    expect(screen.getByRole('button', { name: '查看身份证人像面' })).toBeTruthy();
  });

  it('after a failed reading, 重试 reads the stored photo again without uploading it twice', async () => {
    const view = setup({ mode: 'bank-card', bizCode: 'RE' }, {
      'face.uploadImage': () => stored('F4'),
      'face.ocrBankCard': [serverError('face.ocrBankCard'), () => ({ bankCardNo: '6222021001122334455', bankName: '中国工商银行' })],
    });
    await view.choose(photo());
    expect(await screen.findByText('识别失败')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '重试银行卡' })));
    expect(view.call.mock.calls.map(([service]) => service)).toEqual(['face.uploadImage', 'face.ocrBankCard', 'face.ocrBankCard']);
    expect(view.emit).toHaveBeenCalledWith('recognized', { fields: { bankCardNo: '6222021001122334455', bankName: '中国工商银行' } });
    expect(view.binding.set).toHaveBeenLastCalledWith([stored('F4')]);
  });

  it('pre-insure mode uploads and reads in one call', async () => {
    const answer = { ...stored('F5'), recognized: true };
    const view = setup({ mode: 'pre-insure', bizCode: 'PRE' }, { 'face.ocrPreInsure': () => answer });
    await view.choose(photo());
    expect(view.call).toHaveBeenCalledWith('face.ocrPreInsure', expect.objectContaining({ body: { file: expect.stringMatching(/^data:image/), bizCode: 'PRE' } }));
    expect(view.emit).toHaveBeenCalledWith('recognized', { fields: answer });
    expect(view.binding.set).toHaveBeenLastCalledWith([stored('F5')]);
  });

  it('opens a picture full size in a named dialog', async () => {
    setup(MEDICAL, {}, [stored('F1')]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '查看体检报告第1张' })));
    const dialog = await screen.findByRole('dialog', { name: '体检报告第1张' });
    expect(within(dialog).getByRole('img', { name: '体检报告第1张' }).getAttribute('src')).toBe(stored('F1').url);
    expect(within(dialog).getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('when disabled, shows the pictures without add, delete or retry', () => {
    setup(MEDICAL, {}, [stored('F1')], true);
    expect(screen.getByRole('button', { name: '查看体检报告第1张' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /添加|删除|重试/ })).toBeNull();
  });
});
