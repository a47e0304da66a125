import { useState, type CSSProperties } from 'react';
import type { ImageProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { cx } from '../shared/cx';
import './image.css';

export default function Image({ props, emit, handles }: WidgetProps<ImageProps>) {
  // Remembers which src failed, so a new src gets a fresh attempt.
  const [failedSrc, setFailedSrc] = useState<string>();
  const style: CSSProperties = props.ratio ? { aspectRatio: props.ratio.replace(':', ' / ') } : { height: props.height };
  const clickable = handles('click');
  const className = cx('w-image', `w-image--${props.radius ?? 'card'}`, props.bleed && 'w-image--bleed', clickable && 'w-image--clickable');
  const picture = failedSrc === props.src ? (
    <span className="w-image__fallback" role="img" aria-label={props.alt || '图片加载失败'}>图片加载失败</span>
  ) : (
    <img src={props.src} alt={props.alt ?? ''} loading="lazy" decoding="async" style={{ objectFit: props.fit ?? 'cover' }} onError={() => setFailedSrc(props.src)} />
  );
  // A tappable picture is a button, named by its alt text (or plainly, when the picture has none).
  return clickable ? (
    <button type="button" className={className} style={style} aria-label={props.alt ? undefined : '查看图片'} onClick={() => void emit('click')}>{picture}</button>
  ) : (
    <div className={className} style={style}>{picture}</div>
  );
}
