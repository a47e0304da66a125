import { useId } from 'react';
import ArcoPopup from '@arco-design/mobile-react/esm/popup';
import '@arco-design/mobile-react/esm/popup/style';
import '@arco-design/mobile-react/esm/action-sheet/style';
import type { ActionSheetProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asFlag, asList } from '../shared/bindable';
import { DialogFrame } from '../shared/DialogFrame';
import { useOverlay } from '../shared/useOverlay';
import './action-sheet.css';

/**
 * arco's action sheet, drawn with its own classes, as a dialog of buttons: arco's choices are bare
 * divs that neither a keyboard nor a screen reader can use, and its sheet has no dialog role.
 */
export default function ActionSheet({ props, emit }: WidgetProps<ActionSheetProps>) {
  const { open, close } = useOverlay(asFlag(props.visible), emit);
  const titleId = useId();
  const items = asList(props.items);
  const choose = (item: (typeof items)[number], index: number) => {
    void emit('select', { item, index });
    close();
  };
  return (
    <ArcoPopup visible={open} close={close} direction="bottom" needBottomOffset className="arco-action-sheet" contentClass="arco-action-sheet-content">
      <DialogFrame labelledBy={props.title ? titleId : undefined} label="请选择" onClose={close}>
        {(props.title || props.subTitle) && (
          <div className="arco-action-sheet-header">
            {props.title && <h2 id={titleId} className="arco-action-sheet-title w-action-sheet__title">{props.title}</h2>}
            {props.subTitle && <p className="arco-action-sheet-sub-title w-action-sheet__sub-title">{props.subTitle}</p>}
          </div>
        )}
        <div className="arco-action-sheet-list">
          {items.map((item, index) => (
            <button key={item.key ?? index} type="button" className={`arco-action-sheet-item ${item.status ?? 'normal'} w-action-sheet__item`} disabled={item.status === 'disabled'} onClick={() => choose(item, index)}>
              {item.content}
            </button>
          ))}
        </div>
        <button type="button" className="arco-action-sheet-item cancel-item w-action-sheet__item" onClick={close}>{props.cancelText ?? '取消'}</button>
      </DialogFrame>
    </ArcoPopup>
  );
}
