import { withTheme } from '@rjsf/core';
import { ArrayFieldItemTemplate, ArrayFieldTemplate, ErrorListTemplate, FieldTemplate, ObjectFieldTemplate } from './templates';
import { BaseInputTemplate, TextareaWidget } from './inputs';
import { CheckboxWidget, RadioWidget, SelectWidget } from './choices';
import './forms.css';

/**
 * rjsf's Form with the arco-mobile look: white field rows like the `input` widget, selects as bottom
 * sheets, errors under their fields. rjsf's own TextWidget, EmailWidget and UpDownWidget draw through
 * BaseInputTemplate. Every part is a plain function component (rjsf rejects `memo` widgets).
 */
export const ArcoForm = withTheme({
  templates: { FieldTemplate, ObjectFieldTemplate, ArrayFieldTemplate, ArrayFieldItemTemplate, ErrorListTemplate, BaseInputTemplate },
  widgets: { TextareaWidget, SelectWidget, CheckboxWidget, RadioWidget },
});
