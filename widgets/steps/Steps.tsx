import ArcoSteps from '@arco-design/mobile-react/esm/steps';
import '@arco-design/mobile-react/esm/steps/style';
import type { StepsProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList, asNumber } from '../shared/bindable';
import { unbroken } from '../shared/unbroken';
import '../shared/block.css';
import './steps.css';

export default function Steps({ props }: WidgetProps<StepsProps>) {
  const items = asList(props.items);
  const direction = props.direction ?? 'horizontal';
  const steps = items.map((item) => ({ title: unbroken(String(item.title ?? '')), description: item.desc && unbroken(String(item.desc)) }));
  if (steps.length === 0) return null;
  return (
    <div className={`w-steps w-steps--${direction} w-block`}>
      <ArcoSteps items={steps} current={asNumber(props.current, 0)} status={props.status ?? 'process'} direction={direction} />
    </div>
  );
}
