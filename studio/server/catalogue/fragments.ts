// The fragments as the visual editor offers them: a block (a node or nodes), an action, or a whole page's
// part (beside "route"), each with its Chinese title and purpose, the params a use passes in "with" and
// their Chinese labels.
import { fragmentName, type SourceFile } from '../../../runtime/config/fragments';

export type FragmentKind = 'block' | 'action' | 'page';

export interface CatalogueFragment {
  /** What a page writes in "use": "fragments/campaign-benefits". */
  name: string;
  title: string;
  purpose: string;
  kind: FragmentKind;
  params: Record<string, { type?: string; enum?: unknown[]; default?: unknown; description?: string }>;
  /** Each param's Chinese label, by name. */
  labels: Record<string, string>;
}

type DeclaredParam = CatalogueFragment['params'][string] & { label?: string };

const isObject = (value: unknown): value is Record<string, any> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a use stands for, from the fragment's body: a page's part holds a body, an action step an action. */
function kindOf(body: unknown): FragmentKind {
  const first = Array.isArray(body) ? body[0] : body;
  if (isObject(body) && 'body' in body) return 'page';
  return isObject(first) && 'action' in first ? 'action' : 'block';
}

export function catalogueFragments(files: readonly SourceFile[]): CatalogueFragment[] {
  return files.map(({ file, text }) => {
    const { title, purpose, params = {}, body } = JSON.parse(text) as { title: string; purpose: string; params?: Record<string, DeclaredParam>; body: unknown };
    const declared = Object.entries(params).map(([name, { label, ...spec }]) => ({ name, label, spec }));
    return {
      name: fragmentName(file), title, purpose, kind: kindOf(body),
      params: Object.fromEntries(declared.map(({ name, spec }) => [name, spec])),
      labels: Object.fromEntries(declared.flatMap(({ name, label }) => (label ? [[name, label]] : []))),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}
