// The signature pad keeps a drawing not yet confirmed in its bound value, so a reload (the page's draft)
// puts it on the pad again, and tells a failed upload once.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SignaturePad from '../../../widgets/signature-pad/SignaturePad';
import spec from '../../../widgets/signature-pad';
import { renderBound } from './render-bound';
import { fakeCall, serverError } from './native/fake-call';

const PROPS = { label: '委托人签名', bizCode: 'CLAIM' };
const FIRST = [{ x: 10, y: 10 }, { x: 40, y: 12 }];
const SECOND = [{ x: 50, y: 10 }, { x: 50, y: 40 }];

function pad(initial: unknown, answers: Parameters<typeof fakeCall>[1] = {}) {
  return renderBound(SignaturePad, PROPS, initial, undefined, fakeCall(spec, answers));
}

const canvas = () => screen.getByRole('img', { name: /委托人签名区域/ });

describe('signature-pad', () => {
  it('keeps each finished stroke in the bound value, to a tenth of a pixel', () => {
    const { set } = pad(null);
    canvas().setPointerCapture = () => undefined;
    fireEvent.pointerDown(canvas(), { pointerId: 1, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(canvas(), { pointerId: 1, clientX: 30.04, clientY: 12.345 });
    expect(set).not.toHaveBeenCalled();
    fireEvent.pointerUp(canvas(), { pointerId: 1 });
    expect(set).toHaveBeenLastCalledWith({ strokes: [[{ x: 10, y: 10 }, { x: 30, y: 12.3 }]] });
  });

  it('draws a kept drawing again: 撤销 takes its last stroke and 清除 the rest', () => {
    const { set } = pad({ strokes: [FIRST, SECOND] });
    expect(screen.queryByText('请在此处签名')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '撤销' }));
    expect(set).toHaveBeenLastCalledWith({ strokes: [FIRST] });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(set).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('请在此处签名')).toBeTruthy();
    expect(screen.getByRole('button', { name: '确认签名' })).toHaveProperty('disabled', true);
  });

  it('keeps the drawing when its upload fails and says why once', async () => {
    const { set } = pad({ strokes: [FIRST, SECOND] }, { 'face.uploadImage': serverError('face.uploadImage') });
    fireEvent.click(screen.getByRole('button', { name: '确认签名' }));
    expect((await screen.findByRole('alert')).textContent).toBe('签名上传失败：抱歉，服务端异常，正在抢修中，请您稍后重试');
    expect(set).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '撤销' })).toHaveProperty('disabled', false);
  });

  it('shows an uploaded signature, not a drawing', () => {
    pad({ fileId: 'F1', url: 'data:image/png;base64,AA==' });
    expect(screen.getByRole('img', { name: '委托人签名（已签署）' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '撤销' })).toBeNull();
  });
});
