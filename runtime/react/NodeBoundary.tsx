import { Component, Suspense, type ReactNode } from 'react';
import { SourceLoading } from './SourceStatus';

// Only the dev server draws a broken node with its path and error: a built portal has no use for their look.
if (import.meta.env.DEV) void import('./node-error-dev.css');

interface Props {
  path: string;
  dev: boolean;
  /** What 重试 does before rendering the node again (loads its widget afresh if that failed). */
  retry: () => Promise<void>;
  /** Reports the failure (the runtime's problem hook). */
  onError: (error: Error) => void;
  children: ReactNode;
}
interface State { error?: Error }

/**
 * Contains a failing widget: in development a compact box naming the config path, in production a
 * neutral line; both offer 重试, which renders the node again after `retry` (so a widget chunk that
 * failed to load is fetched afresh). A node whose widget is still loading shows 加载中 on its own.
 */
export class NodeBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error(`[page] widget at ${this.props.path} failed:`, error);
    this.props.onError(error);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return <Suspense fallback={<SourceLoading />}>{this.props.children}</Suspense>;
    return <NodeError path={this.props.path} dev={this.props.dev} message={error.message} onRetry={() => void this.props.retry().then(() => this.setState({ error: undefined }))} />;
  }
}

interface NodeErrorProps { path: string; dev: boolean; message: string; onRetry: () => void }

export function NodeError({ path, dev, message, onRetry }: NodeErrorProps) {
  const retry = <button type="button" className="node-error__retry" onClick={onRetry}>重试</button>;
  if (!dev) {
    return (
      <div className="node-error">
        <span role="note">此处内容暂时无法显示</span>
        {retry}
      </div>
    );
  }
  return (
    <div className="node-error node-error--dev">
      <div role="alert">
        <strong>组件出错</strong>
        <code>{path}</code>
        <span>{message}</span>
      </div>
      {retry}
    </div>
  );
}
