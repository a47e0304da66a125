import { useMemo } from 'react';
import type { GateRefusal } from '../../api-client/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { PanelForm } from '../form/PanelForm';
import type { PanelContext } from '../form/panel-context';
import { valueAt } from '../model/structure';
import type { VisualDocument } from '../use-visual-document';
import { formPlan } from './form-schema';
import { fieldErrors } from './refusal-places';
import { schemaOfValue } from './static-data';
import { writeFormChange } from './use-form-changes';

interface Props {
  /** The prop or param that shows the source, its label, and the source's name. */
  field: string;
  label: string;
  source: string;
  doc: VisualDocument;
  index: CatalogueIndex;
  refusals: readonly GateRefusal[];
  context: PanelContext;
  disabled: boolean;
}

/** What a block shows from a static data source of the page, edited where the page writes it (`data.<source>.static`). */
export function StaticDataForm({ field, label, source, doc, index, refusals, context, disabled }: Props) {
  const held = valueAt(doc.value, ['data', source, 'static']);
  const value = useMemo(() => ({ [field]: held }), [field, held]);
  const plan = useMemo(() => formPlan({ type: 'object', properties: { [field]: { ...schemaOfValue(held), title: label } } }, value, index.offered, { ...index.commonLabels, [field]: label }), [field, label, held, value, index.offered, index.commonLabels]);
  const { errors } = fieldErrors(refusals, `/data/${source}/static`);
  return (
    <PanelForm
      id={`data_${source}`} schema={plan.schema} uiSchema={plan.uiSchema} value={value} errors={{ [field]: errors }} context={context} disabled={disabled}
      onChange={(next) => writeFormChange(doc, value, next, ([, ...rest]) => ['data', source, 'static', ...rest])}
    />
  );
}
