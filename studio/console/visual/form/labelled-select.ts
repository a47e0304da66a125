import { useEffect } from 'react';

/**
 * Names an arco Select by its field's label: arco gives its combobox the `id` but drops aria attributes,
 * and a <label for> does not name a div, so the combobox is pointed at the label (FieldTemplate's
 * `<id>__label`) once it is drawn. A searchable Select hides its input from assistive technology while it
 * shows the chosen value, though Tab still lands in it (axe's aria-hidden-focus): the input stays exposed.
 */
export function useLabelledSelect(id: string): void {
  useEffect(() => {
    const combobox = document.getElementById(id);
    if (combobox && document.getElementById(`${id}__label`)) combobox.setAttribute('aria-labelledby', `${id}__label`);
    const input = combobox?.querySelector('input');
    if (!input) return undefined;
    const expose = () => { if (input.tabIndex >= 0 && input.hasAttribute('aria-hidden')) input.removeAttribute('aria-hidden'); };
    expose();
    const observer = new MutationObserver(expose);
    observer.observe(input, { attributes: true, attributeFilter: ['aria-hidden', 'tabindex'] });
    return () => observer.disconnect();
  });
}
