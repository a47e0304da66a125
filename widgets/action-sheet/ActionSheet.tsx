import ArcoActionSheet from '@arco-design/mobile-react/esm/action-sheet';
import '@arco-design/mobile-react/esm/action-sheet/style';
import type { ActionSheetProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asFlag, asList } from '../shared/bindable';
import { useOverlay } from '../shared/useOverlay';

export default function ActionSheet({ props, emit }: WidgetProps<ActionSheetProps>) {
  const { open, close } = useOverlay(asFlag(props.visible), emit);
  const items = asList(props.items).map((item, index) => ({
    content: item.content,
    status: item.status,
    // Returning true keeps arco from closing by itself: select runs first, then our close emits close.
    onClick: () => {
      void emit('select', { item, index });
      close();
      return true;
    },
  }));
  return (
    <ArcoActionSheet
      visible={open}
      close={close}
      items={items}
      title={props.title}
      subTitle={props.subTitle}
      cancelText={props.cancelText ?? '取消'}
    />
  );
}
