import type { HeroProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import './hero.css';

export default function Hero({ props }: WidgetProps<HeroProps>) {
  return (
    <header className={`w-hero w-hero--${props.tone ?? 'brand'}`}>
      <div className="w-hero__text">
        <h1 className="w-hero__title">{props.title}</h1>
        {props.subtitle && <p className="w-hero__subtitle">{props.subtitle}</p>}
      </div>
      {props.image && <img className="w-hero__image" src={props.image} alt="" />}
    </header>
  );
}
