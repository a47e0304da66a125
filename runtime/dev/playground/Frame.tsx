import { Component, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { render } from '../../react/render';
import { useAppRuntime } from '../../react/AppRuntime';
import { usedWidgetTypes } from '../../core/page/walk';
import { StatusPage } from '../../router/StatusPage';
import { appConfig } from '../../app/app-config';
import { expressionValue, FRAME_PATH, frameReady, receive, selectBlock, type EvaluateExpression, type PreviewPage } from './protocol';
import { evaluateAt } from './evaluate-at';
import { livePage } from './page-live';
import { BlockOutline, useBlockSelect } from './block-select';
import { sampleParams } from './sample-params';
// The previewed page is not loaded by the router, which brings the query core with a page reading a service.
import '../../core/data/provide-query-core';

/** A definition that passed validation may still throw while rendering: say so, and let the next one try. */
class RenderBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render(): ReactNode {
    const { error } = this.state;
    return error ? <StatusPage title="页面渲染出错" message={error.message} /> : this.props.children;
  }
}

/** What an expression gives at a node of the page shown now (the console's expression field asks); waiting while none is shown. */
function answerFor({ pointer, placement, expression }: EvaluateExpression, page: PreviewPage | undefined) {
  const live = livePage();
  return live && page ? evaluateAt(page, pointer, placement, expression, live) : { waiting: true as const };
}

/**
 * The playground's preview: this app at the frame's size, rendering the definitions the playground
 * sends with the real page renderer, services and sandbox. Each definition is a fresh page (state and
 * data sources start again), shown once its widgets have loaded, as the page lifecycle shows a page.
 */
export function Frame() {
  const runtime = useAppRuntime();
  const { extensions } = runtime;
  const [shown, setShown] = useState<{ page: PreviewPage; version: number }>();
  // The console's visual editor: clicks select blocks, and the selected node's blocks are outlined.
  const [selecting, setSelecting] = useState(false);
  const [highlighted, setHighlighted] = useState<readonly string[]>([]);
  const received = useRef(0);
  const rendered = useRef<PreviewPage>(undefined);
  const query = useMemo(() => ({}), []);
  // The playground and the console embed the frame; the publishing service's render gate opens it in a window of its own.
  const host = window.parent !== window ? window.parent : (window.opener as Window | null);

  useEffect(() => {
    if (!host) return undefined;
    const onMessage = (event: MessageEvent) => {
      const mode = receive(event, host, 'official-playground:select-mode');
      if (mode) setSelecting(mode.on);
      const highlight = receive(event, host, 'official-playground:highlight');
      if (highlight) setHighlighted(highlight.pointers);
      const asked = receive(event, host, 'official-playground:evaluate');
      if (asked) host.postMessage(expressionValue(asked.id, answerFor(asked, rendered.current)), window.location.origin);
      const message = receive(event, host, 'official-playground:render');
      if (!message) return;
      const version = ++received.current;
      const types = usedWidgetTypes(message.page.body, (type) => (extensions.hasWidget(type) ? extensions.widget(type).slots : undefined));
      // A definition whose widgets load slower than the next one's arrives too late to be shown.
      void extensions.preloadWidgets(types).then(() => {
        if (version === received.current) setShown({ page: message.page, version });
      });
    };
    window.addEventListener('message', onMessage);
    host.postMessage(frameReady(), window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [host, extensions]);

  useEffect(() => { rendered.current = shown?.page; }, [shown]);
  const params = useMemo(() => (shown ? sampleParams(shown.page) : {}), [shown]);
  const select = useCallback((pointer: string) => host?.postMessage(selectBlock(pointer), window.location.origin), [host]);
  const hovered = useBlockSelect(selecting, shown?.page, select);

  if (!host) return <StatusPage title="这是页面演练场的预览框" message="请打开 /dev/playground，在编辑器中修改页面定义，这里会显示预览。" />;
  if (!shown) return <main className="page" aria-busy="true" />;
  const { page, version } = shown;
  return (
    <>
      <RenderBoundary key={version}>
        {render({ page, extensions, host: runtime, title: page.route?.title || appConfig.companyName, params, query, draftKey: FRAME_PATH })}
      </RenderBoundary>
      {selecting && <BlockOutline pointer={hovered && !highlighted.includes(hovered) ? hovered : null} variant="hovered" />}
      {highlighted.map((pointer, index) => <BlockOutline key={pointer} pointer={pointer} variant="selected" reveal={index === 0} />)}
    </>
  );
}
