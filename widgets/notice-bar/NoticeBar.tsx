import ArcoNoticeBar from '@arco-design/mobile-react/esm/notice-bar';
import '@arco-design/mobile-react/esm/notice-bar/style';
import IconNotice from '@arco-design/mobile-react/esm/icon/IconNotice';
import type { NoticeBarProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './notice-bar.css';

export default function NoticeBar({ props, emit, handles }: WidgetProps<NoticeBarProps>) {
  const marquee = props.marquee ?? 'overflow';
  return (
    <div className={`w-notice-bar w-notice-bar--${props.tone ?? 'warning'}`} role="note">
      <ArcoNoticeBar
        leftContent={<IconNotice />}
        marquee={marquee}
        wrapable={marquee === 'none'}
        closeable={props.closable ?? false}
        onClick={handles('click') ? () => void emit('click') : undefined}
        onClose={() => void emit('close')}
      >
        {props.text}
      </ArcoNoticeBar>
    </div>
  );
}
