import type { HeroProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { useHeading } from '../shared/heading';
import './hero.css';

const TONES = new Set(['brand', 'gold', 'green', 'silver', 'platinum', 'diamond']);

// The hero's title is not the page's h1: that is the nav-bar title, or the runtime's hidden heading.
export default function Hero({ props }: WidgetProps<HeroProps>) {
  const Heading = useHeading();
  return (
    <header className={`w-hero w-hero--${TONES.has(props.tone ?? '') ? props.tone : 'brand'}`}>
      <div className="w-hero__text">
        <Heading className="w-hero__title">{props.title}</Heading>
        {props.subtitle && <p className="w-hero__subtitle">{props.subtitle}</p>}
      </div>
      {props.image && <img className="w-hero__image" src={props.image} alt="" />}
    </header>
  );
}
