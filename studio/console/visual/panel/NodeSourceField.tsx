// The data source a block shows (`source`): while that source loads or fails, the block shows 加载中 or the
// failure and 重试 in its place, and the gates refuse service data shown by a block without one.
import { Select } from '@arco-design/web-react';
import { useMemo } from 'react';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { useLabelledSelect } from '../form/labelled-select';
import { pointerOf } from '../model/json-path';
import type { OutlineNode } from '../model/outline';
import { valueAt } from '../model/structure';
import type { VisualDocument } from '../use-visual-document';
import { showSource, sourcesOf } from './data-sources';

interface Props {
  node: OutlineNode;
  doc: VisualDocument;
  index: CatalogueIndex;
  disabled: boolean;
}

export function NodeSourceField({ node, doc, index, disabled }: Props) {
  const path = [...node.path, 'source'];
  const id = `source${node.pointer.replace(/\//g, '_')}`;
  useLabelledSelect(id);
  const summaries = useMemo(() => new Map(index.catalogue.services.map((service) => [service.id, service.summary])), [index.catalogue.services]);
  // A source the page writes itself never loads: only those read from a service have a state to show.
  const loaded = sourcesOf(doc.value).filter((entry) => entry.service !== undefined);
  const chosen = valueAt(doc.value, path);
  if (loaded.length === 0 && chosen === undefined) return null;
  return (
    <section className="visual-condition" aria-labelledby={`${id}__label`}>
      <h4 id={`${id}__label`}>显示的数据来源</h4>
      <p className="visual-field__help" id={`${id}__description`}>这个组件显示服务数据时选择：数据加载中或加载失败时，这里显示“加载中”或失败原因和“重试”。</p>
      <Select
        id={id} value={typeof chosen === 'string' ? chosen : undefined} placeholder="不显示服务数据" allowClear disabled={disabled}
        onChange={(name?: string) => doc.apply(showSource(doc.value, node.path, name || undefined), pointerOf(path))}
      >
        {loaded.map(({ name, service }) => <Select.Option key={name} value={name}>{`data.${name}（${summaries.get(service!) ?? service}）`}</Select.Option>)}
      </Select>
    </section>
  );
}
