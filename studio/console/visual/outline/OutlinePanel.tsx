import { Button, Modal, Tooltip } from '@arco-design/web-react';
import { IconArrowDown, IconArrowUp, IconCopy, IconDelete, IconPlus, IconRedo, IconUndo } from '@arco-design/web-react/icon';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CatalogueIndex } from '../catalogue/catalogue-index';
import { pointerOf, type Path } from '../model/json-path';
import { pathAfterMove } from '../model/moves';
import type { OutlineNode } from '../model/outline';
import type { VisualDocument } from '../use-visual-document';
import { copiedText, movedText, removedText } from './announce';
import { OutlineTree } from './OutlineTree';
import { visibleRows } from './rows';

interface Props {
  doc: VisualDocument;
  index: CatalogueIndex;
  selected?: string;
  onSelect(pointer: string | undefined): void;
  problems: ReadonlyMap<string, number>;
  readOnly: boolean;
  onAdd(): void;
  /** Said aloud after something was added (by the palette). */
  said?: string;
}

/** Why the selected node offers no moves: locked, or none selected. */
const UNLOCKED_ONLY = '合规内容已锁定，不能删除或修改';

/** The outline: the page's node tree with the operations on the selected node, undo and redo. */
export function OutlinePanel({ doc, index, selected, onSelect, problems, readOnly, onAdd, said }: Props) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focus, setFocus] = useState<{ pointer: string }>();
  const [announcement, setAnnouncement] = useState('');
  const [pending, setPending] = useState<{ pointer: string; say: (row: { position: number; setSize: number }) => string }>();
  const rows = useMemo(() => visibleRows(doc.outline ?? [], collapsed), [doc.outline, collapsed]);
  const row = rows.find((candidate) => candidate.node.pointer === selected);
  const node = row?.node;
  const nameOf = (of: OutlineNode) => index.nameOf(of.kind, of.name);

  useEffect(() => { if (said) setAnnouncement(said); }, [said]);
  // Said once the outline shows the node where it went: its place among its new siblings.
  useEffect(() => {
    if (!pending) return;
    const moved = rows.find((candidate) => candidate.node.pointer === pending.pointer);
    if (moved) setAnnouncement(pending.say(moved));
    setPending(undefined);
  }, [rows, pending]);

  const move = (moving: OutlineNode, listPath: Path, to: number) => {
    if (!doc.apply((page) => page.move(moving.path, listPath, to))) return;
    const pointer = pointerOf(pathAfterMove(moving.path, listPath, to));
    onSelect(pointer);
    setFocus({ pointer });
    setPending({ pointer, say: (at) => movedText(nameOf(moving), at.position, at.setSize) });
  };

  const remove = (removing: OutlineNode) => {
    Modal.confirm({
      title: '删除组件',
      content: `确定删除“${nameOf(removing)}${removing.label ? `：${removing.label}` : ''}”吗？删除后可用“撤销”恢复。`,
      okText: '删除', cancelText: '取消', okButtonProps: { status: 'danger' },
      onOk: () => {
        if (!doc.apply((page) => page.remove(removing.path))) return;
        // The next sibling now stands where the node stood; else the one before it, else the node around it.
        const removedRow = rows.find((candidate) => candidate.node === removing);
        const at = removing.path[removing.path.length - 1] as number;
        const pointer = removedRow && removedRow.position < removedRow.setSize ? removing.pointer
          : at > 0 ? pointerOf([...removing.path.slice(0, -1), at - 1]) : removedRow?.parent;
        onSelect(pointer);
        if (pointer) setFocus({ pointer });
        setAnnouncement(removedText(nameOf(removing)));
      },
    });
  };

  const duplicate = (copying: OutlineNode) => {
    if (!doc.apply((page) => page.duplicate(copying.path))) return;
    const at = copying.path.length - 1;
    const pointer = pointerOf(copying.path.map((segment, depth) => (depth === at ? (segment as number) + 1 : segment)));
    onSelect(pointer);
    setAnnouncement(copiedText(nameOf(copying)));
  };

  const unmovable = readOnly ? '页面当前不能修改' : !node ? '请先在下方选择一个组件' : node.locked ? UNLOCKED_ONLY : undefined;
  const step = (to: number) => node && move(node, node.path.slice(0, -1), to);
  const position = node ? (node.path[node.path.length - 1] as number) : 0;
  return (
    <section className="visual-outline" aria-labelledby="visual-outline-title">
      <header className="visual-pane__header">
        <h2 id="visual-outline-title">页面结构</h2>
        <span className="visual-outline__history">
          <Action label="撤销（Ctrl+Z）" icon={<IconUndo />} disabled={!doc.canUndo || readOnly} onClick={doc.undo} />
          <Action label="重做（Ctrl+Shift+Z）" icon={<IconRedo />} disabled={!doc.canRedo || readOnly} onClick={doc.redo} />
        </span>
      </header>
      <div className="visual-outline__toolbar">
        <Button type="primary" size="small" icon={<IconPlus />} disabled={readOnly || node?.locked} onClick={onAdd}>添加组件</Button>
        <Action label="上移（Alt+↑）" icon={<IconArrowUp />} disabled={!!unmovable || position === 0} reason={unmovable} onClick={() => step(position - 1)} />
        <Action label="下移（Alt+↓）" icon={<IconArrowDown />} disabled={!!unmovable || !row || position >= row.setSize - 1} reason={unmovable} onClick={() => step(position + 1)} />
        <Action label="复制" icon={<IconCopy />} disabled={!!unmovable} reason={unmovable} onClick={() => node && duplicate(node)} />
        <Action label="删除（Delete）" icon={<IconDelete />} disabled={!!unmovable} reason={unmovable} danger onClick={() => node && remove(node)} />
      </div>
      <div className="visual-outline__tree">
        {doc.outline
          ? (
            <OutlineTree
              rows={rows} selected={selected} problems={problems} nameOf={nameOf} readOnly={readOnly} focus={focus}
              onSelect={onSelect} onMove={move} onDelete={remove}
              onToggle={(pointer, expanded) => setCollapsed((previous) => {
                const next = new Set(previous);
                if (expanded) next.delete(pointer); else next.add(pointer);
                return next;
              })}
            />
          )
          : <p className="visual-outline__broken">页面定义暂时不是有效的 JSON 页面：请在“JSON”标签中改正标出的错误后再回来。</p>}
        {doc.outline?.length === 0 && <p className="visual-outline__empty">页面还没有内容：点击“添加组件”，从组件和片段中挑选。</p>}
      </div>
      <p className="console-visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </section>
  );
}

function Action({ label, icon, disabled, reason, danger, onClick }: { label: string; icon: ReactNode; disabled: boolean; reason?: string; danger?: boolean; onClick(): void }) {
  return (
    <Tooltip content={disabled && reason ? `${label}：${reason}` : label}>
      <Button size="small" type="secondary" status={danger ? 'danger' : undefined} icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}
