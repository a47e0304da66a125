import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import ArcoPopup from '@arco-design/mobile-react/esm/popup';
import '@arco-design/mobile-react/esm/popup/style';
import IconSearch from '@arco-design/mobile-react/esm/icon/IconSearch';
import IconClear from '@arco-design/mobile-react/esm/icon/IconClear';
import { DialogFrame } from '../shared/DialogFrame';
import '../shared/option-sheet.css';
import { OptionListbox, type ListEntry } from './option-listbox';
import { hasValue, pathText, searchLeaves, type TreeLeaf } from './option-tree';
import type { OptionNode } from './option-tree';
import './tree-sheet.css';

interface TreeSheetProps {
  open: boolean;
  title: string;
  items: readonly OptionNode[];
  leaves: readonly TreeLeaf[];
  featured: readonly TreeLeaf[];
  value: unknown;
  searchPlaceholder: string;
  onChoose: (value: OptionNode['value']) => void;
  onClose: () => void;
}

/** A bottom sheet for choosing a leaf of an option tree: search, 常用, then the tree level by level. */
export default function TreeSheet({ open, title, onClose, ...browser }: TreeSheetProps) {
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  return (
    <ArcoPopup visible={open} close={onClose} direction="bottom" needBottomOffset contentClass="option-sheet tree-sheet" getScrollContainer={() => body.current}>
      <DialogFrame labelledBy={titleId} onClose={onClose}>
        <h2 id={titleId} className="option-sheet__title">{title}</h2>
        <TreeBrowser {...browser} body={body} />
      </DialogFrame>
    </ArcoPopup>
  );
}

type BrowserProps = Omit<TreeSheetProps, 'open' | 'title' | 'onClose'> & { body: RefObject<HTMLDivElement | null> };

/**
 * The sheet's content, mounted each time it opens (so it opens at the top, unsearched). Typing searches
 * the leaves' texts anywhere in the tree and lists the hits with where they sit. Otherwise the featured
 * leaves come first under 常用, then the current level under a breadcrumb: a branch opens its level, a
 * crumb goes back up to its own, a leaf is chosen.
 */
function TreeBrowser({ items, leaves, featured, value, searchPlaceholder, onChoose, body }: BrowserProps) {
  const [query, setQuery] = useState('');
  const [trail, setTrail] = useState<OptionNode[]>([]);
  const levelList = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const featuredId = useId();
  const searching = query.trim() !== '';
  const level = trail.length ? trail[trail.length - 1].children ?? [] : items;

  // After moving to another level, it is read from the top and its first option takes the focus.
  useEffect(() => {
    if (!moved.current) return;
    body.current?.scrollTo({ top: 0 });
    levelList.current?.querySelector<HTMLElement>('[role=option]')?.focus({ preventScroll: true });
  }, [trail, body]);
  const goTo = (next: OptionNode[]) => {
    moved.current = true;
    setTrail(next);
  };

  const leafEntry = ({ node, branches }: TreeLeaf, detail: boolean): ListEntry => ({
    key: String(node.value),
    text: String(node.text),
    match: query.trim(),
    detail: detail ? pathText(branches) : undefined,
    chosen: hasValue(node, value),
    onPick: () => onChoose(node.value),
  });
  const levelEntries = level.map((node): ListEntry => node.children
    ? { key: String(node.value), text: String(node.text), branch: true, onPick: () => goTo([...trail, node]) }
    : leafEntry({ node, branches: trail }, false));
  const hits = searchLeaves(leaves, query);

  return (
    <>
      <div className="tree-sheet__search">
        <IconSearch className="tree-sheet__search-icon" aria-hidden="true" />
        <input
          type="search"
          className="tree-sheet__search-input"
          value={query}
          placeholder={searchPlaceholder}
          aria-label={searchPlaceholder}
          enterKeyHint="search"
          onChange={(event) => setQuery(event.target.value)}
        />
        {query && (
          <button type="button" className="tree-sheet__clear" aria-label="清除搜索" onClick={() => setQuery('')}>
            <IconClear aria-hidden="true" />
          </button>
        )}
      </div>
      <p className="visually-hidden" role="status">{searching ? `找到${hits.length}项` : ''}</p>
      <div className="tree-sheet__body" ref={body}>
        {searching ? (
          hits.length > 0 ? <OptionListbox label="搜索结果" entries={hits.map((leaf) => leafEntry(leaf, true))} /> : <p className="tree-sheet__none">没有找到“{query.trim()}”，换个词试试</p>
        ) : (
          <>
            {featured.length > 0 && trail.length === 0 && (
              <section className="tree-sheet__section">
                <h3 className="tree-sheet__heading" id={featuredId}>常用</h3>
                <OptionListbox labelledBy={featuredId} layout="chips" entries={featured.map((leaf) => leafEntry(leaf, false))} />
              </section>
            )}
            <nav className="tree-sheet__crumbs" aria-label="当前层级">
              <ol>
                {[undefined, ...trail].map((node, index) => {
                  const text = node ? String(node.text) : '全部';
                  return (
                    <li key={node ? String(node.value) : ''}>
                      {index === trail.length ? <span aria-current="location">{text}</span> : <button type="button" onClick={() => goTo(trail.slice(0, index))}>{text}</button>}
                    </li>
                  );
                })}
              </ol>
            </nav>
            <div ref={levelList}>
              <OptionListbox label={trail.length ? String(trail[trail.length - 1].text) : '全部'} entries={levelEntries} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
