import type { InputProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { TextField } from './TextField';

export default function Input({ props, binding, emit, handles, disabled }: WidgetProps<InputProps>) {
  const { linkText, ...field } = props;
  const change = (value: string) => {
    binding?.set(value);
    void emit('change', { value });
  };
  return (
    <TextField
      {...field}
      value={binding ? String(binding.value ?? '') : undefined}
      disabled={disabled}
      onChange={change}
      onEnter={handles('enter') ? (value) => void emit('enter', { value }) : undefined}
      append={linkText && <button type="button" className="w-input__link" onClick={() => void emit('linkClick')}>{linkText}</button>}
    />
  );
}
