import ArcoNoticeBar from '@arco-design/mobile-react/esm/notice-bar';
import '@arco-design/mobile-react/esm/notice-bar/style';
import IconClose from '@arco-design/mobile-react/esm/icon/IconClose';
import IconNotice from '@arco-design/mobile-react/esm/icon/IconNotice';
import type { NoticeBarProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { prefersReducedMotion } from '../../runtime/platform/environment';
import { unbroken } from '../shared/unbroken';
import './notice-bar.css';

// arco's bar and its close icon are bare divs: a tappable notice's text and the close icon are buttons
// (their taps still reach arco's handlers, which run the click and close).
export default function NoticeBar({ props, emit, handles }: WidgetProps<NoticeBarProps>) {
  // A notice that scrolls past cannot be read at one's own pace: for those who ask for less motion it wraps.
  const marquee = prefersReducedMotion() ? 'none' : props.marquee ?? 'overflow';
  const clickable = handles('click');
  return (
    <div className={`w-notice-bar w-notice-bar--${props.tone ?? 'warning'}`} role="note">
      <ArcoNoticeBar
        leftContent={<IconNotice aria-hidden="true" />}
        marquee={marquee}
        wrapable={marquee === 'none'}
        closeable={props.closable ?? false}
        closeIcon={<button type="button" className="w-notice-bar__close" aria-label="关闭公告"><IconClose aria-hidden="true" /></button>}
        onClick={clickable ? () => void emit('click') : undefined}
        onClose={() => void emit('close')}
      >
        {clickable ? <button type="button" className="w-notice-bar__text">{unbroken(props.text)}</button> : unbroken(props.text)}
      </ArcoNoticeBar>
    </div>
  );
}
