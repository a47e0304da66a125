import { Alert, Spin } from '@arco-design/web-react';
import { IconCheckCircleFill, IconExclamationCircleFill } from '@arco-design/web-react/icon';
import { useMemo, useState, type KeyboardEvent } from 'react';
import { studioApi } from '../api-client/studio-api';
import type { Catalogue, GateRefusal } from '../api-client/types';
import { useLoad } from '../components/use-load';
import { Canvas } from './canvas/Canvas';
import { indexCatalogue } from './catalogue/catalogue-index';
import { expansionMap } from './fragments/expanded-map';
import { useExpressionHelp } from './expression/expression-help';
import { frameChannel } from './expression/frame-channel';
import { fragmentLibrary } from './fragments/library';
import type { PanelContext } from './form/panel-context';
import { insertionPoint } from './insertion';
import { pointerOf } from './model/json-path';
import { flatten } from './model/outline';
import { addedText } from './outline/announce';
import { OutlinePanel } from './outline/OutlinePanel';
import { acceptsChildren } from './outline/rows';
import { Palette } from './palette/Palette';
import type { PaletteEntry } from './palette/palette-entries';
import { newFragmentUse, newWidgetNode } from './panel/new-node';
import { staticOwners } from './panel/static-data';
import { PropertyPanel } from './panel/PropertyPanel';
import { refusalRows, refusalText, PAGE_ROW, SETTINGS_ROW } from './panel/refusal-places';
import { useVisualDocument } from './use-visual-document';
import type { VisualTabProps } from './VisualTab';

/**
 * The visual editor: the outline of the page's nodes at the left, the page in the portal's frame in the
 * middle, the selected node's properties at the right. Everything it does is an edit of the draft's
 * text, so the JSON tab shows it and the gates check it as they check typing.
 */
export function VisualEditor({ page, text, schedule, onText, onSchedule, check, history, readOnly, catalogue }: VisualTabProps & { catalogue: Catalogue }) {
  const index = useMemo(() => indexCatalogue(catalogue), [catalogue]);
  const doc = useVisualDocument(text, history, index.slotsOf, onText);
  const activities = useLoad(() => studioApi.activities(), 'activities');
  const [selected, setSelected] = useState<string>();
  const [adding, setAdding] = useState(false);
  const [inside, setInside] = useState(false);
  const [said, setSaid] = useState<string>();

  const nodes = useMemo(() => flatten(doc.outline ?? []), [doc.outline]);
  const pointers = useMemo(() => nodes.map((node) => node.pointer), [nodes]);
  const node = nodes.find((candidate) => candidate.pointer === selected);
  const refusals: GateRefusal[] = useMemo(() => (check.outcome?.problems ?? []).filter((problem) => problem.field !== ''), [check.outcome]);
  const rows = useMemo(() => refusalRows(refusals, pointers, staticOwners(doc.value, nodes)), [refusals, pointers, doc.value, nodes]);
  const counts = useMemo(() => new Map([...rows].map(([row, found]) => [row, found.length])), [rows]);
  const map = useMemo(() => (doc.value ? expansionMap(doc.value, pointers, fragmentLibrary) : undefined), [doc.value, pointers]);
  const channel = useMemo(frameChannel, []);
  const expressionsAt = useExpressionHelp({ value: doc.value, expanded: map?.page ?? check.page, catalogue, map, channel });
  const context: PanelContext = useMemo(() => ({ catalogue, activities, expressionsAt }), [catalogue, activities, expressionsAt]);
  const syntax = (check.outcome?.problems ?? []).filter((problem) => problem.field === '');
  const problems = (check.outcome?.problems.length ?? 0);
  const locked = !!readOnly;

  const pick = (entry: PaletteEntry) => {
    const made = entry.kind === 'widget' ? newWidgetNode(entry.name, index.widget(entry.name)?.schema ?? {}, index.labelsOf('widget', entry.name)) : newFragmentUse(entry.name, index.paramsSchema(entry.name), index.labelsOf('fragment', entry.name));
    const { listPath, index: at } = insertionPoint(doc.outline ?? [], node, inside);
    if (!doc.apply((current) => current.insert(listPath, at, made))) return;
    setAdding(false);
    setSelected(pointerOf([...listPath, at]));
    setSaid(addedText(entry.title));
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked || !(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) { event.preventDefault(); doc.undo(); }
    if ((key === 'z' && event.shiftKey) || key === 'y') { event.preventDefault(); doc.redo(); }
  };

  const place = node ? `“${index.nameOf(node.kind, node.name)}”之后` : '页面末尾';
  return (
    <div className="visual" onKeyDown={onKey}>
      {readOnly && <Alert className="visual__notice" type="info" content={readOnly} />}
      <div className="visual__status" role="status">
        {check.checking
          ? <><Spin size={12} /> 检查中…</>
          : check.error
            ? <span className="console-text-danger">{check.error}</span>
            : problems === 0 && check.outcome
              ? <span className="visual__ok"><IconCheckCircleFill /> 全部检查通过，可以保存并提交审核</span>
              : <span className="visual__problems"><IconExclamationCircleFill /> 还有 {problems} 个问题：红点标出了它们所在的组件</span>}
        {syntax.length > 0 && <span className="console-text-danger">（{refusalText(syntax[0].message)}，请在“JSON”标签中改正）</span>}
        {(rows.get(PAGE_ROW)?.length ?? 0) > 0 && <span className="console-muted">其中 {rows.get(PAGE_ROW)!.length} 个在页面的动作或其他设置中，请在“JSON”标签中查看</span>}
      </div>
      <div className="visual__grid">
        <OutlinePanel
          doc={doc} index={index} selected={selected ?? SETTINGS_ROW} problems={counts} readOnly={locked} said={said}
          onSelect={(pointer) => setSelected(pointer === SETTINGS_ROW ? undefined : pointer)} onAdd={() => { setInside(false); setAdding(true); }}
        />
        <Canvas
          page={check.page} stale={!check.outcome || check.outcome.text !== text || !check.outcome.page} channel={channel}
          selection={{
            pointers: (selected && map?.outlinesOf(selected)) || [],
            onSelect: (expanded) => { const source = map?.toSource(expanded); if (source) setSelected(source); },
          }}
        />
        <PropertyPanel
          node={node} doc={doc} index={index} context={context} readOnly={locked}
          refusals={rows.get(node ? node.pointer : SETTINGS_ROW) ?? []}
          page={{ kind: page.kind, activityCode: page.activityCode, schedule, onSchedule }}
        />
      </div>
      <Palette
        visible={adding} catalogue={catalogue} place={place} onPick={pick} onClose={() => setAdding(false)}
        inside={node && acceptsChildren(node) ? { name: index.nameOf(node.kind, node.name), chosen: inside, onChoose: setInside } : undefined}
      />
    </div>
  );
}
