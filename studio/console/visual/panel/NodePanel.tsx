import { Alert, Tag } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import type { GateRefusal } from '../../api-client/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { PanelForm } from '../form/PanelForm';
import type { PanelContext } from '../form/panel-context';
import type { OutlineNode } from '../model/outline';
import { within } from '../model/json-path';
import { isObject, valueAt } from '../model/structure';
import type { VisualDocument } from '../use-visual-document';
import { formPlan } from './form-schema';
import { propLabel } from './prop-labels';
import { fieldErrors, refusalText } from './refusal-places';
import { staticReads } from './static-data';
import { StaticDataForm } from './StaticDataForm';
import { ConditionField } from './ConditionField';
import { NodeSourceField } from './NodeSourceField';
import { writeFormChange } from './use-form-changes';
import { ActionsSection } from './ActionsSection';
import { isActionRefusal } from './action-steps';

interface Props {
  node: OutlineNode;
  doc: VisualDocument;
  index: CatalogueIndex;
  refusals: readonly GateRefusal[];
  context: PanelContext;
  readOnly: boolean;
}

/**
 * A node's panel: a widget's props from its props schema, or a fragment use's params from its params,
 * with the gates' refusals under their fields. Any registered widget is editable with no code of its own.
 */
export function NodePanel({ node, doc, index, refusals, context, readOnly }: Props) {
  const widget = node.kind === 'widget' ? index.widget(node.name) : undefined;
  const fragment = node.kind === 'fragment' ? index.fragment(node.name) : undefined;
  const held = valueAt(doc.value, [...node.path, node.kind === 'widget' ? 'props' : 'with']);
  const value = useMemo(() => (isObject(held) ? held : {}), [held]);
  const source = widget?.schema ?? (fragment ? index.paramsSchema(fragment.name) : undefined);
  // A widget's slots hold nodes: the outline edits them, not the form.
  const slots = useMemo(() => Object.keys(widget?.slots ?? {}), [widget]);
  const labels = index.labelsOf(node.kind, node.name);
  const plan = useMemo(() => (source ? formPlan(source, value, index.offered, labels, slots) : undefined), [source, value, index.offered, labels, slots]);
  const base = `${node.pointer}/${node.kind === 'widget' ? 'props' : 'with'}`;
  const reads = useMemo(() => staticReads(doc.value, node), [doc.value, node]);
  const { errors, others: rest } = fieldErrors(refusals, base);
  // Refusals about a source the panel edits below show under their fields there.
  const others = rest.filter((refusal) => !reads.some(({ source }) => within(refusal.field, `/data/${source}`)) && refusal.field !== `${node.pointer}/visibleWhen` && !isActionRefusal(refusal, node.pointer));
  // The expression fields complete and evaluate at this node.
  const bound = useMemo(() => ({ ...context, expressions: context.expressionsAt?.(node.pointer) }), [context, node.pointer]);
  const title = index.nameOf(node.kind, node.name);
  const purpose = widget?.purpose ?? fragment?.purpose;

  return (
    <div className="visual-node">
      <header className="visual-node__header">
        <h3>{title}</h3>
        <Tag size="small" color={node.kind === 'fragment' ? 'purple' : 'arcoblue'}>{node.kind === 'fragment' ? '片段' : '组件'}</Tag>
        {node.locked && <Tag size="small" color="orange" icon={<IconLock />}>已锁定</Tag>}
      </header>
      {purpose && <p className="visual-node__purpose">{purpose}</p>}
      {node.locked && <Alert type="warning" className="visual-node__alert" content="合规内容已锁定，不能删除或修改：如需调整，请联系合规部门。" />}
      {others.length > 0 && (
        <Alert
          type="error" className="visual-node__alert" title={`这个${node.kind === 'fragment' ? '片段' : '组件'}有 ${others.length} 个问题`}
          content={<ul className="visual-node__problems">{others.map((refusal, at) => <li key={at}>{refusalText(refusal.message)}</li>)}</ul>}
        />
      )}
      {plan
        ? (
          <PanelForm
            key={node.pointer} id={`node${node.pointer.replace(/\//g, '_')}`} schema={plan.schema} uiSchema={plan.uiSchema} value={value} errors={errors}
            context={bound} disabled={readOnly || node.locked}
            onChange={(next) => writeFormChange(doc, value, next, (path) => [...node.path, node.kind === 'widget' ? 'props' : 'with', ...path])}
          />
        )
        : <Alert type="warning" content={`“${node.name}”不在当前版本的组件目录中：门户无法显示它，请删除或在“JSON”中改正。`} />}
      {reads.map(({ key, source }) => (
        <section key={key} className="visual-node__data" aria-label={`页面数据 ${source}`}>
          <p className="visual-field__help">“{propLabel(key, labels, plan?.schema.properties?.[key])}”显示页面数据 {source} 的内容，在这里直接修改：</p>
          <StaticDataForm field={key} label={propLabel(key, labels, plan?.schema.properties?.[key])} source={source} doc={doc} index={index} refusals={refusals} context={context} disabled={readOnly || node.locked} />
        </section>
      ))}
      <NodeSourceField node={node} doc={doc} index={index} disabled={readOnly || node.locked} />
      <ConditionField node={node} doc={doc} refusals={refusals} help={bound.expressions} disabled={readOnly || node.locked} />
      <ActionsSection node={node} doc={doc} index={index} refusals={refusals} context={context} disabled={readOnly || node.locked} />
      <p className="visual-node__note">页面的数据来源在“页面设置”中编辑；其他高级设置请在“JSON”标签中编辑。</p>
    </div>
  );
}
