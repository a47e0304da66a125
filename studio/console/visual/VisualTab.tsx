import type { PageDetail, Schedule } from '../api-client/types';
import { Loading } from '../components/Loading';
import { LoadFailed } from '../components/LoadFailed';
import type { DraftCheckState } from '../pages/page/editor/use-draft-check';
import { useCatalogue } from './catalogue/use-catalogue';
import type { EditHistory } from './model/history';
import { VisualEditor } from './VisualEditor';
import './visual.css';

export interface VisualTabProps {
  page: PageDetail;
  /** The draft's text, shared with the JSON tab, and its schedule. */
  text: string;
  schedule: Schedule;
  onText(text: string): void;
  onSchedule(schedule: Schedule): void;
  check: DraftCheckState;
  /** The page's undo history, kept by the page screen across tabs. */
  history: EditHistory;
  /** Why the page cannot be changed now (the workflow's state, or no editor role). */
  readOnly?: string;
}

/** 可视化编辑: the visual editor once the build's catalogue has loaded, or why it has not with a way to try again. */
export function VisualTab(props: VisualTabProps) {
  const catalogue = useCatalogue();
  if (catalogue.error && !catalogue.data) return <LoadFailed title="组件目录加载失败" message={`${catalogue.error}；可视化编辑需要组件目录，也可以先在“JSON”标签中编辑。`} onRetry={catalogue.reload} />;
  if (!catalogue.data) return <Loading tip="正在加载组件目录…" />;
  return <VisualEditor {...props} catalogue={catalogue.data} />;
}
