import { useId, useRef } from 'react';
import ArcoPopup from '@arco-design/mobile-react/esm/popup';
import '@arco-design/mobile-react/esm/popup/style';
import IconClose from '@arco-design/mobile-react/esm/icon/IconClose';
import type { PopupProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asFlag } from '../shared/bindable';
import { DialogFrame } from '../shared/DialogFrame';
import { useOverlay } from '../shared/useOverlay';
import './popup.css';

export default function Popup({ props, children, emit }: WidgetProps<PopupProps>) {
  const { open, close } = useOverlay(asFlag(props.visible), emit);
  const titleId = useId();
  // arco blocks page scrolling under the mask; the body is named so its own content can still scroll.
  const body = useRef<HTMLDivElement>(null);
  return (
    <ArcoPopup
      visible={open}
      close={close}
      direction="bottom"
      maskClosable={props.maskClosable ?? true}
      needBottomOffset
      contentClass="w-popup"
      getScrollContainer={() => body.current}
    >
      <DialogFrame labelledBy={props.title ? titleId : undefined} label="弹窗" onClose={close}>
        <div className="w-popup__head">
          {props.title && <h2 id={titleId} className="w-popup__title">{props.title}</h2>}
          <button type="button" className="w-popup__close" aria-label="关闭" onClick={close}><IconClose aria-hidden="true" /></button>
        </div>
        <div className="w-popup__body w-flatten" ref={body}>{children}</div>
      </DialogFrame>
    </ArcoPopup>
  );
}
