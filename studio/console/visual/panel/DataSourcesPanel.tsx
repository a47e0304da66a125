import { useMemo } from 'react';
import type { GateRefusal } from '../../api-client/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { PanelContext } from '../form/panel-context';
import { within } from '../model/json-path';
import { flatten } from '../model/outline';
import type { VisualDocument } from '../use-visual-document';
import { AddSourceForm } from './AddSourceForm';
import { readersOf, sourcesOf } from './data-sources';
import { refusalText } from './refusal-places';
import { SourceCard } from './SourceCard';

interface Props {
  doc: VisualDocument;
  index: CatalogueIndex;
  /** The refusals about the page's data (under `/data`). */
  refusals: readonly GateRefusal[];
  context: PanelContext;
  readOnly: boolean;
}

/** 数据来源 of 页面设置: the page's sources, each with its service and request, and a source added from the catalogue. */
export function DataSourcesPanel({ doc, index, refusals, context, readOnly }: Props) {
  const sources = useMemo(() => sourcesOf(doc.value), [doc.value]);
  const services = useMemo(() => new Map(index.catalogue.services.map((service) => [service.id, service])), [index.catalogue.services]);
  const general = refusals.filter((refusal) => !sources.some(({ name }) => within(refusal.field, `/data/${name}`)));
  const readers = (name: string) => readersOf(doc.value, name, flatten(doc.outline ?? []), (node) => index.nameOf(node.kind, node.name));
  return (
    <section className="visual-group visual-sources" aria-labelledby="visual-data-title">
      <h4 className="visual-group__title" id="visual-data-title">数据来源</h4>
      <p className="visual-field__help visual-sources__intro">页面从服务读取的数据，组件以 {'{{ data.名称 }}'} 显示。</p>
      {general.length > 0 && <ul className="visual-field__errors">{general.map((refusal, at) => <li key={at}>{refusalText(refusal.message)}</li>)}</ul>}
      {sources.length === 0 && <p className="visual-field__help">这个页面还没有数据来源。</p>}
      {sources.map((entry) => (
        <SourceCard
          key={entry.name} entry={entry} service={entry.service ? services.get(entry.service) : undefined} doc={doc} refusals={refusals} context={context}
          readers={() => readers(entry.name)} disabled={readOnly}
        />
      ))}
      {!readOnly && <AddSourceForm doc={doc} services={index.catalogue.services} />}
    </section>
  );
}
