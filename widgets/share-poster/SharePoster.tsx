import { useEffect, useEffectEvent, useState } from 'react';
import type { SharePosterProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { detectEnvironment } from '../../runtime/platform/environment';
import { qrSquares, wrapLines } from './layout';
import '../shared/block.css';
import './share-poster.css';

const WIDTH = 750;
const HEIGHT = 1200;
const MARGIN = 48;
const BRAND = '#165dff';

type Drawn = { state: 'drawing' } | { state: 'done'; url: string } | { state: 'failed' };

function loadImage(src: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = src;
  // A cover that cannot be loaded is left out rather than spoiling the poster.
  return image.decode().then(() => image, () => null);
}

function roundedClip(pen: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  pen.beginPath();
  pen.roundRect(x, y, w, h, r);
  pen.clip();
}

async function drawPoster(props: SharePosterProps, fontFamily: string): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const pen = canvas.getContext('2d');
  if (!pen) throw new Error('canvas unavailable');
  const font = (size: number, weight = 400) => `${weight} ${size}px ${fontFamily}`;
  const measure = (text: string) => pen.measureText(text).width;
  const textWidth = WIDTH - MARGIN * 2;

  pen.fillStyle = '#fff';
  pen.fillRect(0, 0, WIDTH, HEIGHT);
  const band = pen.createLinearGradient(0, 0, WIDTH, 140);
  band.addColorStop(0, '#266bff');
  band.addColorStop(1, '#0e42d2');
  pen.fillStyle = band;
  pen.fillRect(0, 0, WIDTH, 140);
  pen.fillStyle = '#fff';
  pen.font = font(40, 600);
  pen.fillText(props.brand ?? '鸿泰人寿', MARGIN, 86);
  if (props.slogan) {
    pen.font = font(24);
    pen.fillText(props.slogan, WIDTH - MARGIN - measure(props.slogan), 84);
  }

  // The content block sits in the middle of the space between the band and the footer.
  const footerTop = HEIGHT - 260;
  const cover = props.image ? await loadImage(props.image) : null;
  const coverHeight = cover ? Math.round(textWidth * 0.42) : 0;
  pen.font = font(46, 600);
  const titleLines = wrapLines(props.title, textWidth, measure, 2);
  pen.font = font(28);
  const subtitleLines = props.subtitle ? wrapLines(props.subtitle, textWidth, measure, 2) : [];
  const highlights = (Array.isArray(props.highlights) ? props.highlights.slice(0, 3) : []).map((h) => wrapLines(h, textWidth - 44, measure, 1)[0]);
  const contentHeight = (cover ? coverHeight + 56 : 0) + titleLines.length * 62 + subtitleLines.length * 44 + 20 + highlights.length * 48 + (props.price ? 52 : 0);
  let y = 140 + Math.max(36, (footerTop - 140 - contentHeight) / 2);

  if (cover) {
    pen.save();
    roundedClip(pen, MARGIN, y, textWidth, coverHeight, 20);
    pen.drawImage(cover, MARGIN, y, textWidth, coverHeight);
    pen.restore();
    y += coverHeight + 56;
  } else {
    y += 46;
  }
  pen.fillStyle = '#1d2129';
  pen.font = font(46, 600);
  for (const line of titleLines) {
    pen.fillText(line, MARGIN, y);
    y += 62;
  }
  pen.fillStyle = '#4e5969';
  pen.font = font(28);
  for (const line of subtitleLines) {
    y += 4;
    pen.fillText(line, MARGIN, y);
    y += 40;
  }
  y += 20;
  for (const highlight of highlights) {
    pen.fillStyle = BRAND;
    pen.fillText('✓', MARGIN, y);
    pen.fillStyle = '#1d2129';
    pen.fillText(highlight, MARGIN + 44, y);
    y += 48;
  }
  if (props.price) {
    pen.fillStyle = '#cb2634';
    pen.font = font(36, 600);
    pen.fillText(props.price, MARGIN, y + 16);
  }

  pen.fillStyle = '#f5f6f8';
  pen.fillRect(0, footerTop, WIDTH, 260);
  const qrSize = 180;
  const qrX = WIDTH - MARGIN - qrSize;
  const qrY = footerTop + 40;
  pen.fillStyle = '#fff';
  pen.fillRect(qrX - 12, qrY - 12, qrSize + 24, qrSize + 24);
  pen.fillStyle = '#1d2129';
  const { cell, squares } = qrSquares(props.link, qrSize);
  for (const [x, top] of squares) pen.fillRect(qrX + x, qrY + top, Math.ceil(cell), Math.ceil(cell));
  pen.font = font(30, 600);
  const noteLines = wrapLines(props.note ?? '长按识别二维码，了解产品详情', qrX - MARGIN - 32, measure, 2);
  noteLines.forEach((line, index) => pen.fillText(line, MARGIN, qrY + 60 + index * 44));
  if (props.contact) {
    pen.fillStyle = '#667080';
    pen.font = font(24);
    pen.fillText(props.contact, MARGIN, qrY + 60 + noteLines.length * 44 + 20);
  }
  return canvas.toDataURL('image/png');
}

/** What the poster shows, as one key: a new key draws it again. */
const posterKey = (props: SharePosterProps) => JSON.stringify(props);

export default function SharePoster({ props, emit }: WidgetProps<SharePosterProps>) {
  const [drawn, setDrawn] = useState<Drawn>({ state: 'drawing' });
  const [attempt, setAttempt] = useState(0);
  const inWeChat = detectEnvironment(navigator.userAgent).wechat;
  const key = posterKey(props);

  const shownProps = useEffectEvent(() => props);
  useEffect(() => {
    let current = true;
    const poster = shownProps();
    setDrawn({ state: 'drawing' });
    void document.fonts.ready
      .then(() => drawPoster(poster, getComputedStyle(document.body).fontFamily || 'sans-serif'))
      .then((url) => current && setDrawn({ state: 'done', url }), () => current && setDrawn({ state: 'failed' }));
    return () => { current = false; };
  }, [key, attempt]);

  return (
    <section className="w-block w-poster" aria-label="分享海报">
      <div className="w-poster__frame">
        {drawn.state === 'done' && <img className="w-poster__image" src={drawn.url} alt={`${props.title}分享海报`} />}
        {drawn.state === 'drawing' && <p className="w-poster__status" role="status" aria-busy="true">海报生成中…</p>}
        {drawn.state === 'failed' && (
          <div className="w-poster__status" role="alert">
            <p>海报生成失败，请重试</p>
            <button type="button" className="w-poster__retry" onClick={() => setAttempt((n) => n + 1)}>重新生成</button>
          </div>
        )}
      </div>
      {drawn.state === 'done' && (inWeChat
        ? <p className="w-poster__hint">长按上方海报，选择“保存图片”即可保存到相册，分享给好友。</p>
        : (
          <a className="w-poster__save" href={drawn.url} download={props.fileName ?? '鸿泰人寿分享海报.png'} onClick={() => void emit('save')}>
            保存海报
          </a>
        ))}
    </section>
  );
}
