import ArcoLoading from '@arco-design/mobile-react/esm/loading';
import '@arco-design/mobile-react/esm/loading/style';
import type { LoadingProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './loading.css';

export default function Loading({ props }: WidgetProps<LoadingProps>) {
  return (
    <div className="w-loading" role="status" aria-live="polite">
      <ArcoLoading type="arc" radius={10} />
      <span>{props.text ?? '加载中…'}</span>
    </div>
  );
}
