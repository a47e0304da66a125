import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds, TranslatableString, useFileWidgetProps } from '@rjsf/utils';
import { ActionText } from './names';

const PICK = { one: '选择文件', more: '添加文件' };

/**
 * Files (a `data-url` string, or a list of them) as a "选择文件" button that opens the native picker, then
 * one line per chosen file with a button removing it. The native input stays focusable under the button,
 * named by the field's label and the button's text.
 */
export function FileWidget({ id, htmlName, value, multiple, options, disabled, readonly, rawErrors, registry, onChange }: WidgetProps) {
  const { filesInfo, handleChange, handleRemove } = useFileWidgetProps(value, onChange, multiple);
  const { translateString } = registry;
  return (
    <div className="rf-files">
      <input
        id={id}
        name={htmlName || id}
        type="file"
        className="rf-files__input"
        multiple={multiple}
        accept={options.accept ? String(options.accept) : undefined}
        disabled={disabled || readonly}
        aria-describedby={ariaDescribedByIds(id)}
        aria-invalid={rawErrors?.length ? true : undefined}
        onChange={(event) => {
          if (event.target.files) void handleChange(event.target.files);
        }}
      />
      <label htmlFor={id} className="rf-files__pick">{multiple ? PICK.more : PICK.one}</label>
      {filesInfo.length > 0 && (
        <ul className="rf-files__list">
          {filesInfo.map((file, index) => (
            <li key={index} className="rf-files__file">
              <span className="rf-files__name">{translateString(TranslatableString.FilesInfo, [file.name, file.type, String(file.size)])}</span>
              {!disabled && !readonly && (
                <button type="button" className="rf-action rf-action--danger" onClick={() => handleRemove(index)}>
                  <ActionText verb={translateString(TranslatableString.RemoveButton)} target={file.name} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
