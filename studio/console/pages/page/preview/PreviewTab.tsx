import { Alert, Radio, Tag } from '@arco-design/web-react';
import { useState } from 'react';
import type { PreviewPage } from '../../../../../runtime/dev/playground/protocol';
import { ShareCard } from '../../../../../runtime/dev/playground/ShareCard';
import { useElementSize } from '../../../components/use-element-size';
import { PHONES } from '../../../visual/canvas/devices';
import { PreviewFrame } from './PreviewFrame';

interface Props {
  /** The newest text that could be previewed, as the portal runs it. */
  page?: Record<string, unknown>;
  /** The text has changed since, or has errors that stop a preview: this is an earlier version. */
  stale: boolean;
}

/**
 * The page as customers will see it: the portal's own preview frame at a phone's width with the sandbox's
 * data, and the share card as the messaging app shows it.
 */
export function PreviewTab({ page, stale }: Props) {
  const [width, setWidth] = useState<number>(375);
  const [unavailable, setUnavailable] = useState(false);
  const { element: stage, size: { height } } = useElementSize<HTMLDivElement>();
  const phone = PHONES.find((candidate) => candidate.width === width)!;
  const scale = Math.min(1, (height - 40) / phone.height);
  const previewed = page as PreviewPage | undefined;

  return (
    <div className="console-preview">
      <section className="console-preview__phone" aria-label="手机预览">
        <div className="console-preview__toolbar">
          <Radio.Group type="button" value={width} onChange={setWidth} aria-label="屏幕宽度">
            {PHONES.map((candidate) => <Radio key={candidate.width} value={candidate.width}>{candidate.width} 像素</Radio>)}
          </Radio.Group>
          <span className="console-muted">{phone.name} · {phone.width} × {phone.height} · 沙箱数据</span>
          {stale && <Tag color="orange" className="console-preview__stale">显示的是上一次可预览的版本</Tag>}
        </div>
        {unavailable && <Alert type="warning" content="预览框没有响应：门户的预览框只在本地构建中提供（npm start 或沙箱构建）。" />}
        <div className="console-preview__stage" ref={stage}>
          {!previewed && <p className="console-muted">页面检查完成后在这里显示预览…</p>}
          {height > 0 && (
            <figure className="console-device">
              <PreviewFrame key={width} page={previewed} width={phone.width} height={phone.height} scale={scale} onUnavailable={() => setUnavailable(true)} />
              <figcaption>{Math.round(scale * 100)}%</figcaption>
            </figure>
          )}
        </div>
      </section>
      <section className="console-panel console-preview__share" aria-labelledby="share-title">
        <header className="console-panel__header"><h2 id="share-title">分享卡片</h2></header>
        <p className="console-panel__note">客户把页面分享到微信聊天时，对方看到的卡片：</p>
        {previewed ? <ShareCard page={previewed} /> : <p className="console-muted">页面检查完成后显示。</p>}
      </section>
    </div>
  );
}
