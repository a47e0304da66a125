import type { GateRefusal, PageKind, Schedule } from '../../api-client/types';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import type { PanelContext } from '../form/panel-context';
import type { OutlineNode } from '../model/outline';
import type { VisualDocument } from '../use-visual-document';
import { NodePanel } from './NodePanel';
import { SettingsPanel } from './SettingsPanel';

interface Props {
  /** The node selected; none: the page's settings. */
  node?: OutlineNode;
  doc: VisualDocument;
  index: CatalogueIndex;
  /** The refusals of the selected row. */
  refusals: readonly GateRefusal[];
  context: PanelContext;
  readOnly: boolean;
  page: { kind: PageKind; activityCode: string | null; schedule: Schedule; onSchedule(schedule: Schedule): void };
}

/** The right-hand panel: the selected node's properties, or the page's settings. */
export function PropertyPanel({ node, doc, index, refusals, context, readOnly, page }: Props) {
  return (
    <section className="visual-panel" aria-labelledby="visual-panel-title">
      <header className="visual-pane__header"><h2 id="visual-panel-title">属性</h2></header>
      <div className="visual-panel__body">
        {node
          ? <NodePanel node={node} doc={doc} index={index} refusals={refusals} context={context} readOnly={readOnly} />
          : <SettingsPanel doc={doc} index={index} kind={page.kind} activityCode={page.activityCode} schedule={page.schedule} onSchedule={page.onSchedule} refusals={refusals} context={context} readOnly={readOnly} />}
      </div>
    </section>
  );
}
