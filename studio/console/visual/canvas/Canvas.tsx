import { Alert, Radio, Switch, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import type { PreviewPage } from '../../../../runtime/dev/playground/protocol';
import { ChatCard, shareCardOf } from '../../../../runtime/dev/playground/ShareCard';
import { PreviewFrame, type FrameSelection } from '../../pages/page/preview/PreviewFrame';
import type { FrameChannel } from '../expression/frame-channel';
import { useElementSize } from '../../components/use-element-size';
import { DEVICES, fitScale, type Device } from './devices';

/** The title bar's height over the page (CSS px at full size): WeChat's, where customers read the title. */
const TITLE_BAR = 44;

interface Props {
  /** The page as the portal runs it (fragments in place), or undefined until a check has answered. */
  page?: Record<string, unknown>;
  /** It is an earlier version: the text has changed since, or has errors that stop a preview. */
  stale: boolean;
  /** The selected block by its pointer in `page`, and what a click on another does. */
  selection: FrameSelection;
  /** The expression fields ask the frame for values through it. */
  channel?: FrameChannel;
}

/**
 * The canvas: the page in the portal's own frame at a phone's or a tablet's width, under the title bar
 * customers read its title in, beside the share card a chat shows. Clicking a block selects it.
 */
export function Canvas({ page, stale, selection, channel }: Props) {
  const [device, setDevice] = useState<Device>(DEVICES[0]);
  const [selecting, setSelecting] = useState(true);
  const [unavailable, setUnavailable] = useState(false);
  const { element: stage, size } = useElementSize<HTMLDivElement>();
  const scale = fitScale(device, size, TITLE_BAR + 24);
  const previewed = page as PreviewPage | undefined;
  const card = previewed && shareCardOf(previewed, window.location.origin);

  return (
    <section className="visual-canvas" aria-labelledby="visual-canvas-title">
      <header className="visual-pane__header">
        <h2 id="visual-canvas-title">画布</h2>
        <Radio.Group type="button" size="small" value={device.width} onChange={(width: number) => setDevice(DEVICES.find((candidate) => candidate.width === width)!)} aria-label="屏幕宽度">
          {DEVICES.map((candidate) => <Radio key={candidate.width} value={candidate.width}>{candidate.label}</Radio>)}
        </Radio.Group>
        <label className="visual-canvas__select">
          <Switch size="small" checked={selecting} onChange={setSelecting} aria-label="点击画布选中组件" />
          <span aria-hidden>点选</span>
        </label>
      </header>
      {unavailable && <Alert type="warning" content="预览框没有响应：门户的预览框只在本地构建中提供（npm start 或沙箱构建）。" />}
      <div className="visual-canvas__body">
        <div className="visual-canvas__stage" ref={stage}>
          {stale && previewed && <Tag color="orange" className="visual-canvas__stale">显示的是上一次可预览的版本</Tag>}
          {!previewed && <p className="console-muted">页面检查完成后在这里显示…</p>}
          {size.height > 0 && (
            <figure className="visual-device" style={{ width: device.width * scale }}>
              <div className="visual-device__title" style={{ height: TITLE_BAR * scale, fontSize: 15 * scale }} aria-label="微信标题栏中的页面标题">
                <span>{previewed?.route?.title || '（无标题）'}</span>
              </div>
              <PreviewFrame
                key={device.width} page={previewed} width={device.width} height={device.height - TITLE_BAR} scale={scale} onUnavailable={() => setUnavailable(true)}
                selection={selecting ? selection : undefined} channel={channel}
              />
              <figcaption>{device.name} · {device.width} 像素 · {Math.round(scale * 100)}%</figcaption>
            </figure>
          )}
        </div>
        <aside className="visual-canvas__share" aria-labelledby="visual-share-title">
          <h3 id="visual-share-title">分享卡片</h3>
          {card
            ? <ChatCard card={card} heading="h4" />
            : <p className="console-muted">页面检查完成后显示。</p>}
          {card && <p className="visual-canvas__share-note">{card.menu ? '客户可从右上角菜单分享此页' : '未开启分享：在“页面设置”中开启'}</p>}
        </aside>
      </div>
    </section>
  );
}
