import { useEffect, useRef, useState } from 'react';
import { FRAME_PATH, highlightBlock, receive, renderPage, selectMode, type PreviewPage } from '../../../../../runtime/dev/playground/protocol';
import { portalUrl } from '../../../../../runtime/platform/base-path';
import type { FrameChannel } from '../../../visual/expression/frame-channel';

/** The portal's preview frame (runtime/dev/playground/Frame.tsx): the real app, its widgets and the sandbox's data. */
const FRAME_URL = portalUrl(FRAME_PATH);
/** A frame that has not said it is ready by then is not coming: the portal serving this origin has none. */
const READY_WITHIN_MS = 15_000;

/** The visual editor's canvas: clicks select blocks (by their pointer in the page sent), and the selected node's are outlined. */
export interface FrameSelection {
  /** The blocks the selected node drew: one, several for a fragment, or none. */
  pointers: readonly string[];
  onSelect(pointer: string): void;
}

interface Props {
  page?: PreviewPage;
  width: number;
  height: number;
  scale: number;
  onUnavailable(): void;
  selection?: FrameSelection;
  /** Connected to the frame once it is ready: the visual editor's expression fields ask it for values. */
  channel?: FrameChannel;
}

/**
 * One phone's viewport of the portal, rendering the page it is sent. The frame asks for the page when it
 * is ready (it may have missed one while loading); each new page is sent as it comes.
 */
export function PreviewFrame({ page, width, height, scale, onUnavailable, selection, channel }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef(page);
  const unavailable = useRef(onUnavailable);
  const selected = useRef(selection);
  useEffect(() => {
    latest.current = page;
    unavailable.current = onUnavailable;
    selected.current = selection;
  });

  useEffect(() => {
    const timer = setTimeout(() => unavailable.current(), READY_WITHIN_MS);
    const onMessage = (event: MessageEvent) => {
      const chosen = receive(event, frame.current?.contentWindow, 'official-playground:select');
      if (chosen) selected.current?.onSelect(chosen.pointer);
      if (!receive(event, frame.current?.contentWindow, 'official-playground:ready')) return;
      clearTimeout(timer);
      setReady(true);
      if (latest.current) frame.current!.contentWindow!.postMessage(renderPage(latest.current), window.location.origin);
    };
    window.addEventListener('message', onMessage);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('message', onMessage);
    };
  }, []);

  useEffect(() => {
    if (ready && page) frame.current?.contentWindow?.postMessage(renderPage(page), window.location.origin);
  }, [ready, page]);
  useEffect(() => {
    if (!ready || !channel) return undefined;
    channel.connect(frame.current?.contentWindow ?? null);
    return () => channel.connect(null);
  }, [ready, channel]);

  const selecting = selection !== undefined;
  // Compared by their text: the editor works the list out anew on each render.
  const outlined = (selection?.pointers ?? []).join('\n');
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(selectMode(selecting), window.location.origin);
  }, [ready, selecting]);
  useEffect(() => {
    if (ready) frame.current?.contentWindow?.postMessage(highlightBlock(outlined ? outlined.split('\n') : []), window.location.origin);
  }, [ready, outlined]);

  return (
    <div className="console-device__screen" style={{ width: width * scale, height: height * scale }}>
      <iframe ref={frame} src={FRAME_URL} title={`页面预览（${width} 像素宽）`} style={{ width, height, transform: `scale(${scale})` }} />
    </div>
  );
}
