import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { SignaturePadProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { failedBecause } from '../shared/failure';
import { useHeading } from '../shared/heading';
import { drawingOf, drawStrokes, hasInk, strokesOf, type Point, type Stroke } from './strokes';
import '../shared/block.css';
import './signature-pad.css';

interface UploadedFile {
  fileId: string;
  url: string;
}

const INK = '#1d2129';
const LINE_WIDTH = 2.5;

function signedFile(value: unknown): UploadedFile | null {
  const file = value as Partial<UploadedFile> | null | undefined;
  return typeof file?.fileId === 'string' && typeof file?.url === 'string' ? { fileId: file.fileId, url: file.url } : null;
}

function paint(canvas: HTMLCanvasElement, strokes: readonly Stroke[], scale: number, background?: string) {
  const pen = canvas.getContext('2d');
  if (!pen) return;
  pen.setTransform(scale, 0, 0, scale, 0, 0);
  pen.clearRect(0, 0, canvas.width, canvas.height);
  if (background) {
    pen.fillStyle = background;
    pen.fillRect(0, 0, canvas.width, canvas.height);
  }
  Object.assign(pen, { strokeStyle: INK, fillStyle: INK, lineWidth: LINE_WIDTH, lineCap: 'round', lineJoin: 'round' });
  drawStrokes(pen, strokes, LINE_WIDTH);
}

/** The signature as a PNG on white, at twice the pad's size so it stays sharp when printed on the letter. */
function exportPng(pad: HTMLCanvasElement, strokes: readonly Stroke[]): string {
  const out = document.createElement('canvas');
  out.width = pad.clientWidth * 2;
  out.height = pad.clientHeight * 2;
  paint(out, strokes, 2, '#fff');
  return out.toDataURL('image/png');
}

export default function SignaturePad({ props, binding, call, emit, disabled }: WidgetProps<SignaturePadProps>) {
  if (!call) throw new Error('signature-pad needs `call`: its registration lists the services it uses');
  const label = props.label ?? '手写签名';
  const Heading = useHeading();
  const canvas = useRef<HTMLCanvasElement>(null);
  // A drawing kept in the bound value (a reload's draft) is on the pad again.
  const [restored] = useState(() => strokesOf(binding?.value));
  const strokes = useRef<Point[][]>(restored);
  const drawing = useRef<Point[] | null>(null);
  const [, setInkVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState('');
  const signed = signedFile(binding?.value);

  const redraw = () => {
    if (canvas.current) paint(canvas.current, strokes.current, window.devicePixelRatio || 1);
    setInkVersion((version) => version + 1);
  };
  // Each finished stroke, undo and clear is kept in the bound value, so the drawing survives a reload.
  const keep = () => binding?.set(drawingOf(strokes.current));

  // The bitmap follows the pad's on-screen size and the screen's pixel density, so lines stay crisp. The
  // pad is drawn while nothing is signed: it is fitted each time it appears.
  const padShown = signed === null;
  useEffect(() => {
    const pad = canvas.current;
    if (!pad) return undefined;
    const fit = () => {
      const scale = window.devicePixelRatio || 1;
      pad.width = Math.round(pad.clientWidth * scale);
      pad.height = Math.round(pad.clientHeight * scale);
      paint(pad, strokes.current, scale);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(pad);
    return () => observer.disconnect();
  }, [padShown]);

  const pointAt = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  };
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled || sending) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = [pointAt(event)];
    strokes.current = [...strokes.current, drawing.current];
    setNotice('');
    redraw();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current.push(pointAt(event));
    redraw();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = null;
    keep();
  };

  const undo = () => {
    strokes.current = strokes.current.slice(0, -1);
    redraw();
    keep();
  };
  const clear = () => {
    strokes.current = [];
    redraw();
    keep();
  };
  const confirm = async () => {
    if (!canvas.current) return;
    if (!hasInk(strokes.current)) {
      setNotice('签名过短，请在签名区域完整书写您的姓名');
      return;
    }
    setSending(true);
    setNotice('');
    try {
      const body = { file: exportPng(canvas.current, strokes.current), fileType: props.fileType ?? 'SIGNATURE', bizCode: props.bizCode };
      const answer = await call('face.uploadImage', { body }) as UploadedFile;
      const file = { fileId: answer.fileId, url: answer.url };
      strokes.current = [];
      binding?.set(file);
      void emit('change', { file });
    } catch (error) {
      // The drawing stays on the pad: 确认签名 again is the retry.
      setNotice(failedBecause('签名上传失败', error));
    } finally {
      setSending(false);
    }
  };
  const resign = () => {
    binding?.set(null);
    void emit('change', { file: null });
  };

  const empty = strokes.current.length === 0;
  return (
    <section className="w-signature w-block">
      <Heading className="w-signature__title">{label}</Heading>
      {props.desc && <p className="w-signature__desc">{props.desc}</p>}
      {signed ? (
        <div className="w-signature__signed">
          <img className="w-signature__image" src={signed.url} alt={`${label}（已签署）`} />
          {!disabled && <button type="button" className="w-signature__button" onClick={resign}>重新签名</button>}
        </div>
      ) : (
        <>
          <div className="w-signature__pad">
            <canvas
              ref={canvas}
              className="w-signature__canvas"
              role="img"
              aria-label={`${label}区域：请用手指在框内书写签名`}
              onPointerDown={start}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
            />
            {empty && <span className="w-signature__placeholder" aria-hidden="true">{props.placeholder ?? '请在此处签名'}</span>}
          </div>
          {notice && <p className="w-signature__notice" role="alert">{notice}</p>}
          <div className="w-signature__actions">
            <button type="button" className="w-signature__button" disabled={disabled || sending || empty} onClick={undo}>撤销</button>
            <button type="button" className="w-signature__button" disabled={disabled || sending || empty} onClick={clear}>清除</button>
            <button type="button" className="w-signature__button w-signature__button--primary" disabled={disabled || sending || empty} onClick={() => void confirm()}>
              {sending ? '上传中…' : '确认签名'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
