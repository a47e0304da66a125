import { Component, type ReactNode } from 'react';

interface Props { path: string; dev: boolean; children: ReactNode }
interface State { error?: Error }

/** Contains a failing widget: in development a compact box naming the config path, in production a neutral line. */
export class NodeBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error(`[page] widget at ${this.props.path} failed:`, error);
  }

  render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <NodeError path={this.props.path} dev={this.props.dev} message={error.message} />;
  }
}

export function NodeError({ path, dev, message }: { path: string; dev: boolean; message: string }) {
  if (!dev) return <div className="node-error" role="note">此处内容暂时无法显示</div>;
  return (
    <div className="node-error node-error--dev" role="alert">
      <strong>组件出错</strong>
      <code>{path}</code>
      <span>{message}</span>
    </div>
  );
}
