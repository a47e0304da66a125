import { Breadcrumb } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  title: ReactNode;
  description?: ReactNode;
  /** The screens above this one, each with its address. */
  trail?: Array<{ label: string; to: string }>;
  /** Buttons at the right. */
  extra?: ReactNode;
  children?: ReactNode;
}

/** The top of a screen: where it sits, its one heading (h1), what it is for, and its actions. */
export function ScreenHeader({ title, description, trail, extra, children }: Props) {
  return (
    <div className="console-screen-header">
      {trail && (
        <Breadcrumb className="console-screen-header__trail">
          {[
            ...trail.map((step) => <Breadcrumb.Item key={step.to}><Link to={step.to}>{step.label}</Link></Breadcrumb.Item>),
            <Breadcrumb.Item key="here">{title}</Breadcrumb.Item>,
          ]}
        </Breadcrumb>
      )}
      <div className="console-screen-header__row">
        <div className="console-screen-header__text">
          <h1>{title}</h1>
          {description && <div className="console-screen-header__description">{description}</div>}
        </div>
        {extra && <div className="console-screen-header__extra">{extra}</div>}
      </div>
      {children}
    </div>
  );
}
