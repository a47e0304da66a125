import type { SectionProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './section.css';

export default function Section({ props, children }: WidgetProps<SectionProps>) {
  return (
    <section className="w-section">
      {props.title && (
        <header className="w-section__head">
          <h2 className="w-section__title">{props.title}</h2>
          {props.desc && <span className="w-section__desc">{props.desc}</span>}
        </header>
      )}
      <div className={`w-section__body w-section__body--${props.gap ?? 'medium'}`}>{children}</div>
    </section>
  );
}
