import { useEffect, useRef, useState } from 'react';
import ArcoButton from '@arco-design/mobile-react/esm/button';
import '@arco-design/mobile-react/esm/button/style';
import type { ButtonProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asFlag } from '../shared/bindable';
import { unbroken } from '../shared/unbroken';
import './button.css';

export default function Button({ props, emit, disabled }: WidgetProps<ButtonProps>) {
  const [pending, setPending] = useState(false);
  // A ref, not state: two taps in the same frame must not both see "not running".
  const running = useRef(false);
  const loading = pending || asFlag(props.loading);

  const click = async () => {
    if (running.current || loading || disabled) return;
    running.current = true;
    setPending(true);
    try {
      await emit('click');
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  // arco marks a disabled button by class only; assistive technology (and tests) need the attribute.
  const arcoRef = useRef<{ dom: HTMLButtonElement | null }>(null);
  useEffect(() => {
    arcoRef.current?.dom?.setAttribute('aria-disabled', String(disabled));
  }, [disabled]);

  const block = props.block ?? true;
  return (
    <div className={block ? 'w-button w-button--block' : 'w-button'}>
      <ArcoButton
        ref={arcoRef}
        type={props.type ?? 'primary'}
        size={props.size ?? 'large'}
        inline={!block}
        shape="round"
        loading={loading}
        disabled={disabled}
        onClick={() => void click()}
      >
        {unbroken(props.text)}
      </ArcoButton>
    </div>
  );
}
