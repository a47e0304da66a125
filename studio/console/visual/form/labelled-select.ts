import { useEffect } from 'react';

/**
 * Names an arco Select by its field's label: arco gives its combobox the `id` but drops aria attributes,
 * and a <label for> does not name a div, so the combobox is pointed at the label (FieldTemplate's
 * `<id>__label`) once it is drawn.
 */
export function useLabelledSelect(id: string): void {
  useEffect(() => {
    const combobox = document.getElementById(id);
    if (combobox && document.getElementById(`${id}__label`)) combobox.setAttribute('aria-labelledby', `${id}__label`);
  });
}
