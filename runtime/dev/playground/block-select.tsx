// The frame's select mode for the console's visual editor: a click on a block of the page selects it
// (its pointer goes to the console) instead of acting, and the selected block is outlined. Which node of
// the page drew what was clicked is read from React's fibers, whose props name each node and its pointer
// ({ node, path }, as react/WidgetNode.tsx renders them): React offers no public way, and this code is the
// dev frame's only. It imports nothing of the renderer, so the portal's shared chunks export nothing more.
import { useEffect, useLayoutEffect, useState, type CSSProperties } from 'react';
import { canvasBlocks } from './canvas-blocks';

interface Fiber { memoizedProps: { node?: { type?: unknown }; path?: unknown } | null; return: Fiber | null; stateNode: unknown }

/** The pointer of the page's node a fiber renders (WidgetNode and the parts under it carry `node` and `path`). */
function nodePath(fiber: Fiber): string | undefined {
  const props = fiber.memoizedProps;
  return props && typeof props.path === 'string' && typeof props.node?.type === 'string' ? props.path : undefined;
}

function fiberOf(element: Element): Fiber | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  return key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
}

/** The pointers of the nodes rendered between the element and its parent element (a portal's content included), innermost first. */
function ownNodes(element: Element): string[] {
  const found: string[] = [];
  for (let fiber = fiberOf(element)?.return ?? null; fiber && !(fiber.stateNode instanceof Element); fiber = fiber.return) {
    const path = nodePath(fiber);
    if (path !== undefined && found[found.length - 1] !== path) found.push(path);
  }
  return found;
}

/** Every node the element lies in, innermost first. */
function nodesAround(element: Element): string[] {
  const found: string[] = [];
  for (let at: Element | null = element; at; at = at.parentElement) found.push(...ownNodes(at));
  return found;
}

/** The box around everything the node drew (its outermost elements), or undefined when it drew nothing visible. */
function boxOf(pointer: string): DOMRect | undefined {
  const boxes = [...document.body.querySelectorAll('*')]
    .filter((element) => ownNodes(element).includes(pointer))
    .map((element) => element.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0);
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((box) => box.left));
  const top = Math.min(...boxes.map((box) => box.top));
  return new DOMRect(left, top, Math.max(...boxes.map((box) => box.right)) - left, Math.max(...boxes.map((box) => box.bottom)) - top);
}

/**
 * In select mode, clicks select the innermost block under them (`onSelect` with its pointer) and act on
 * nothing; the block under the pointer is answered for a hover outline.
 */
export function useBlockSelect(on: boolean, page: unknown, onSelect: (pointer: string) => void): string | null {
  const [hovered, setHovered] = useState<string | null>(null);
  useEffect(() => {
    if (!on) return undefined;
    const blocks = new Set(canvasBlocks(page));
    const blockAt = (target: EventTarget | null) => (target instanceof Element ? nodesAround(target).find((pointer) => blocks.has(pointer)) : undefined);
    const onClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      const block = blockAt(event.target);
      if (block) onSelect(block);
    };
    const onMove = (event: MouseEvent) => setHovered(blockAt(event.target) ?? null);
    const onLeave = () => setHovered(null);
    // Everything under the pointer is chosen, not used: it says so.
    const cursor = document.head.appendChild(document.createElement('style'));
    cursor.textContent = '* { cursor: pointer !important; }';
    window.addEventListener('click', onClick, true);
    window.addEventListener('mousemove', onMove, true);
    document.documentElement.addEventListener('mouseleave', onLeave);
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('mousemove', onMove, true);
      document.documentElement.removeEventListener('mouseleave', onLeave);
      cursor.remove();
      setHovered(null);
    };
  }, [on, page, onSelect]);
  return hovered;
}

const OUTLINE: Record<'selected' | 'hovered', CSSProperties> = {
  selected: { outline: '2px solid #165dff', background: 'rgba(22, 93, 255, 0.06)' },
  hovered: { outline: '1px dashed #4080ff' },
};

/**
 * An outline drawn over a block, kept on it as the page scrolls, resizes or renders again. `reveal`
 * scrolls it into view when the block outlined changes (chosen in the console's outline).
 */
export function BlockOutline({ pointer, variant, reveal = false }: { pointer: string | null; variant: 'selected' | 'hovered'; reveal?: boolean }) {
  const [box, setBox] = useState<DOMRect>();
  useLayoutEffect(() => {
    if (!pointer) { setBox(undefined); return undefined; }
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = boxOf(pointer);
        setBox((previous) => (previous && next && ['x', 'y', 'width', 'height'].every((side) => previous[side as 'x'] === next[side as 'x']) ? previous : next));
      });
    };
    if (reveal) {
      const first = [...document.body.querySelectorAll('*')].find((element) => ownNodes(element).includes(pointer));
      first?.scrollIntoView({ block: 'nearest' });
    }
    measure();
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [pointer, reveal]);
  if (!pointer || !box) return null;
  const style: CSSProperties = { position: 'fixed', left: box.left, top: box.top, width: box.width, height: box.height, borderRadius: 4, pointerEvents: 'none', zIndex: 2147483647, ...OUTLINE[variant] };
  return <div aria-hidden="true" data-playground-outline={variant} style={style} />;
}
