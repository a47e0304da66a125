import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { selectProfile, type LayoutProfile } from '../../platform/layout';
import { FRAME_PATH, receive, renderPage, type PreviewPage } from './protocol';
import { ShareCard } from './ShareCard';

/** Viewports of the layout profiles (docs/product.md, Layout); turned sideways, a phone or tablet takes the large-tablet profile. */
const DEVICES = [
  { id: 'phone', label: '手机', width: 375, height: 667 },
  { id: 'tablet', label: '平板', width: 768, height: 1024 },
  { id: 'desktop', label: '桌面', width: 2560, height: 1440 },
] as const;
type DeviceId = (typeof DEVICES)[number]['id'];

const PROFILE_NAMES: Record<LayoutProfile['name'], string> = {
  mobile: '手机布局',
  'small-tablet': '小平板布局',
  'large-tablet': '大平板布局',
  desktop: '桌面布局',
};

/** The caption's height under the device. */
const CAPTION_HEIGHT = 32;
const FRAME_URL = `${import.meta.env.BASE_URL}${FRAME_PATH.slice(1)}`;

function useSize(element: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element.current!);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

interface Props {
  /** The last definition without errors. */
  page?: PreviewPage;
  /** The text has errors now: the preview shows the last valid version, if any. */
  stale: boolean;
  /** The page or template the text started from: a frame of its own, which shows no other page's render. */
  from?: string;
}

/**
 * The page in a device frame: an iframe of this app at the device's real viewport (so the layout
 * profile of docs/product.md and everything else behave as on that device), scaled down to fit.
 */
export function Preview({ page, stale, from }: Props) {
  const [deviceId, setDeviceId] = useState<DeviceId>('phone');
  const [landscape, setLandscape] = useState(false);
  const [reloads, setReloads] = useState(0);
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const room = useSize(stage);
  const latest = useRef(page);
  latest.current = page;

  const device = DEVICES.find((d) => d.id === deviceId)!;
  const sideways = landscape && device.id !== 'desktop';
  const [width, height] = sideways ? [device.height, device.width] : [device.width, device.height];
  const scale = Math.min(1, room.width / width, (room.height - CAPTION_HEIGHT) / height);

  const send = useCallback((definition: PreviewPage | undefined) => {
    if (definition) frame.current?.contentWindow?.postMessage(renderPage(definition), window.location.origin);
  }, []);

  useEffect(() => {
    // A frame (re)loaded asks for the definition: it may have missed the last one while loading.
    const onMessage = (event: MessageEvent) => {
      if (receive(event, frame.current?.contentWindow, 'official-playground:ready')) send(latest.current);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [send]);
  useEffect(() => send(page), [page, send]);

  return (
    <section className="playground__preview" aria-label="预览">
      <div className="playground__toolbar">
        <div className="playground__segmented" role="group" aria-label="设备">
          {DEVICES.map((d) => (
            <button key={d.id} type="button" aria-pressed={d.id === deviceId} onClick={() => setDeviceId(d.id)}>{d.label}</button>
          ))}
        </div>
        <button type="button" className="playground__tool" aria-pressed={sideways} disabled={device.id === 'desktop'} onClick={() => setLandscape(!landscape)}>横屏</button>
        <button type="button" className="playground__tool" onClick={() => setReloads(reloads + 1)}>刷新</button>
        {stale && <span className="playground__badge playground__badge--warn">{page ? '有错误，显示上一次有效的版本' : '有错误，改正后显示预览'}</span>}
      </div>
      <div className="playground__stage" ref={stage}>
        {scale > 0 && (
          <figure className={`playground__device playground__device--${device.id}`} style={{ width: width * scale, height: height * scale + CAPTION_HEIGHT }}>
            <div className="playground__screen" style={{ width: width * scale, height: height * scale }}>
              <iframe
                key={`${from ?? ''}#${reloads}`}
                ref={frame}
                src={FRAME_URL}
                title={`页面预览（${device.label}）`}
                style={{ width, height, transform: `scale(${scale})` }}
              />
            </div>
            <figcaption>
              {width} × {height} · {PROFILE_NAMES[selectProfile(width, height).name]} · {Math.round(scale * 100)}%
            </figcaption>
          </figure>
        )}
      </div>
      <ShareCard page={page} />
    </section>
  );
}
