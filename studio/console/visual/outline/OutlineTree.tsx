import { IconCaretDown, IconCaretRight, IconDragDotVertical, IconLock, IconSettings } from '@arco-design/web-react/icon';
import { useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { Path } from '../model/json-path';
import { dropTarget, type Where } from '../model/moves';
import type { OutlineNode } from '../model/outline';
import { SETTINGS_ROW } from '../panel/refusal-places';
import { acceptsChildren, type OutlineRow } from './rows';

interface Props {
  rows: readonly OutlineRow[];
  selected?: string;
  /** How many refusals each row has (by pointer, SETTINGS_ROW for the page's settings). */
  problems: ReadonlyMap<string, number>;
  nameOf(node: OutlineNode): string;
  onSelect(pointer: string): void;
  onToggle(pointer: string, expanded: boolean): void;
  onMove(node: OutlineNode, listPath: Path, index: number): void;
  onDelete(node: OutlineNode): void;
  /** The row to focus once it is drawn (after a move made from the keyboard). */
  focus?: { pointer: string };
  readOnly: boolean;
}

const listOf = (node: OutlineNode) => node.path.slice(0, -1);
const indexOf = (node: OutlineNode) => node.path[node.path.length - 1] as number;

/** Where on a row a dragged node would land: its upper quarter before it, its lower quarter after, else inside a container. */
function whereOn(event: DragEvent<HTMLElement>, container: boolean): Where {
  const box = event.currentTarget.getBoundingClientRect();
  const at = (event.clientY - box.top) / box.height;
  if (!container) return at < 0.5 ? 'before' : 'after';
  return at < 0.25 ? 'before' : at > 0.75 ? 'after' : 'inside';
}

/**
 * The page's node tree (WAI-ARIA tree): arrows move between rows and open or close them, Alt+↑/↓ moves a
 * node among its siblings, Delete removes it; rows can be dragged before, after or into another. The
 * first row is the page's settings. The selected row is the one focus is on.
 */
export function OutlineTree({ rows, selected, problems, nameOf, onSelect, onToggle, onMove, onDelete, focus, readOnly }: Props) {
  const tree = useRef<HTMLUListElement>(null);
  const [dragged, setDragged] = useState<OutlineNode>();
  const [drop, setDrop] = useState<{ pointer: string; where: Where }>();
  const pointers = [SETTINGS_ROW, ...rows.map((row) => row.node.pointer)];
  const current = pointers.includes(selected ?? '') ? selected! : SETTINGS_ROW;

  useEffect(() => {
    if (focus) tree.current?.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(focus.pointer)}"]`)?.focus();
  }, [focus]);
  // A block chosen on the canvas shows its row.
  useEffect(() => {
    tree.current?.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(current)}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  const go = (pointer: string | undefined) => {
    if (!pointer) return;
    onSelect(pointer);
    tree.current?.querySelector<HTMLElement>(`[data-pointer="${CSS.escape(pointer)}"]`)?.focus();
  };

  const onKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = pointers.indexOf(current);
    const row = rows.find((candidate) => candidate.node.pointer === current);
    const movable = row && !readOnly && !row.node.locked;
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (!movable) return;
      const to = indexOf(row.node) + (event.key === 'ArrowUp' ? -1 : 1);
      if (to >= 0 && to < row.setSize) onMove(row.node, listOf(row.node), to);
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const handled: Record<string, () => void> = {
      ArrowDown: () => go(pointers[index + 1]),
      ArrowUp: () => go(pointers[index - 1]),
      Home: () => go(pointers[0]),
      End: () => go(pointers[pointers.length - 1]),
      ArrowRight: () => {
        if (!row || !row.node.lists.some((list) => list.nodes.length > 0)) return;
        if (row.expanded) go(pointers[index + 1]);
        else onToggle(row.node.pointer, true);
      },
      ArrowLeft: () => { if (row?.expanded) onToggle(row.node.pointer, false); else go(row?.parent); },
      Delete: () => { if (movable) onDelete(row.node); },
    };
    const action = handled[event.key === 'Backspace' ? 'Delete' : event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const dropOn = (row: OutlineRow) => (event: DragEvent<HTMLLIElement>) => {
    event.preventDefault();
    if (!dragged || !drop) return;
    const { listPath, index } = dropTarget(dragged.path, row.node.path, drop.where, row.childCount);
    setDrop(undefined);
    onMove(dragged, listPath, index);
  };

  return (
    <ul className="visual-tree" role="tree" aria-label="页面结构" ref={tree} onKeyDown={onKey}>
      <li
        role="treeitem" aria-level={1} aria-selected={current === SETTINGS_ROW} tabIndex={current === SETTINGS_ROW ? 0 : -1} data-pointer={SETTINGS_ROW}
        className={`visual-tree__row visual-tree__row--settings${current === SETTINGS_ROW ? ' visual-tree__row--selected' : ''}`}
        onClick={() => go(SETTINGS_ROW)}
      >
        <IconSettings className="visual-tree__kind" aria-hidden />
        <span className="visual-tree__name">页面设置</span>
        <span className="visual-tree__label">标题、分享卡片与排期</span>
        <Problems count={problems.get(SETTINGS_ROW) ?? 0} />
      </li>
      {rows.map((row) => {
        const { node } = row;
        const held = node.lists.some((list) => list.nodes.length > 0);
        const draggable = !readOnly && !node.locked;
        const marker = drop?.pointer === node.pointer ? ` visual-tree__row--drop-${drop.where}` : '';
        return (
          <li
            key={node.pointer} role="treeitem" aria-level={row.level} aria-posinset={row.position} aria-setsize={row.setSize}
            aria-selected={current === node.pointer} aria-expanded={held ? row.expanded : undefined} tabIndex={current === node.pointer ? 0 : -1}
            data-pointer={node.pointer} draggable={draggable}
            className={`visual-tree__row${current === node.pointer ? ' visual-tree__row--selected' : ''}${dragged === node ? ' visual-tree__row--dragged' : ''}${marker}`}
            style={{ paddingLeft: 8 + (row.level - 1) * 18 }}
            onClick={() => go(node.pointer)}
            onDragStart={(event) => { event.dataTransfer.effectAllowed = 'move'; event.dataTransfer.setData('text/plain', node.pointer); setDragged(node); }}
            onDragEnd={() => { setDragged(undefined); setDrop(undefined); }}
            onDragOver={(event) => {
              if (!dragged || dragged === node || node.pointer.startsWith(`${dragged.pointer}/`) || node.locked) return;
              event.preventDefault();
              const where = whereOn(event, acceptsChildren(node));
              if (drop?.pointer !== node.pointer || drop.where !== where) setDrop({ pointer: node.pointer, where });
            }}
            onDrop={dropOn(row)}
          >
            <span className="visual-tree__handle" aria-hidden>{draggable && <IconDragDotVertical />}</span>
            <span
              className="visual-tree__caret" aria-hidden
              onClick={(event) => { if (!held) return; event.stopPropagation(); onToggle(node.pointer, !row.expanded); }}
            >
              {held && (row.expanded ? <IconCaretDown /> : <IconCaretRight />)}
            </span>
            <span className="visual-tree__name">{nameOf(node)}</span>
            {node.kind === 'fragment' && <span className="visual-tree__fragment">片段</span>}
            {node.label && <span className="visual-tree__label">{node.label}</span>}
            {node.locked && <><IconLock className="visual-tree__lock" aria-hidden /><span className="console-visually-hidden">（合规内容，已锁定）</span></>}
            <Problems count={problems.get(node.pointer) ?? 0} />
          </li>
        );
      })}
    </ul>
  );
}

function Problems({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="visual-tree__problems">
      <span className="visual-tree__dot" aria-hidden />
      <span aria-hidden>{count}</span>
      <span className="console-visually-hidden">（{count} 个问题）</span>
    </span>
  );
}
