import type { SectionProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { Subheadings, useHeading } from '../shared/heading';
import './section.css';

export default function Section({ props, children }: WidgetProps<SectionProps>) {
  const Heading = useHeading();
  const body = <div className={`w-section__body w-section__body--${props.gap ?? 'medium'}`}>{children}</div>;
  return (
    <section className="w-section">
      {props.title && (
        <header className="w-section__head">
          <Heading className="w-section__title">{props.title}</Heading>
          {props.desc && <span className="w-section__desc">{props.desc}</span>}
        </header>
      )}
      {props.title ? <Subheadings>{body}</Subheadings> : body}
    </section>
  );
}
