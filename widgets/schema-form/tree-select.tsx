import { lazy, Suspense, useMemo, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useControlName } from './names';
import { hasValue, pathText, treeLeaves } from './option-tree';
import { pageOptionsOf } from './page-options';
import { SelectRow } from './select-row';

// The sheet is a chunk of its own, fetched when a form shows a tree select: other forms do without it.
const TreeSheet = lazy(() => import('./tree-sheet'));

/**
 * `"ui:widget": "tree-select"`: a leaf of the option tree the page gave the field (an occupation of its
 * big and middle class), picked from a bottom sheet with a search, 常用 and the tree level by level. The
 * row shows the leaf and, under it, where it sits; the value is the leaf's `value`. Only a leaf can be
 * chosen (and the form refuses any other value: page-options.ts). `ui:searchPlaceholder` is the search
 * box's hint, `ui:emptyText` what shows while there is no tree yet.
 */
export function TreeSelectWidget({ id, label, value, placeholder, disabled, readonly, options, rawErrors, onChange, onBlur }: WidgetProps) {
  const [open, setOpen] = useState(false);
  const name = useControlName(label);
  const given = pageOptionsOf(options);
  const items = useMemo(() => given?.items ?? [], [given]);
  const leaves = useMemo(() => treeLeaves(items), [items]);
  // The featured options are leaves of the tree, shown with their place in it.
  const featured = useMemo(() => (given?.featured ?? []).flatMap((option) => leaves.find((leaf) => hasValue(leaf.node, option.value)) ?? []), [given, leaves]);
  const chosen = leaves.find((leaf) => hasValue(leaf.node, value));
  const empty = leaves.length === 0;
  const shown = chosen ? String(chosen.node.text) : empty ? ((options.emptyText as string | undefined) ?? '暂无可选项') : placeholder || '请选择';
  const close = () => {
    setOpen(false);
    onBlur(id, value);
  };
  return (
    <>
      <SelectRow id={id} label={label} shown={shown} detail={chosen && pathText(chosen.branches)} chosen={Boolean(chosen)} disabled={Boolean(disabled || readonly || empty)} rawErrors={rawErrors} onOpen={() => setOpen(true)} />
      <Suspense fallback={null}>
        <TreeSheet
          open={open}
          title={name.text}
          items={items}
          leaves={leaves}
          featured={featured}
          value={value}
          searchPlaceholder={(options.searchPlaceholder as string | undefined) ?? '搜索'}
          onChoose={(next) => {
            setOpen(false);
            onChange(String(next));
          }}
          onClose={close}
        />
      </Suspense>
    </>
  );
}
