import type { HeroProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { artworkUrl, isArtworkName, type ArtworkName } from '../shared/artwork/artwork';
import { useArtworkDescription } from '../shared/artwork/use-description';
import { useHeading } from '../shared/heading';
import './hero.css';

const TONES = new Set(['brand', 'gold', 'green', 'silver', 'platinum', 'diamond']);
// The artwork's box is drawn at this size before the file arrives (the CSS size in px at the root font size).
const ARTWORK_SIZE = 96;

// The hero's title is not the page's h1: that is the nav-bar title, or the runtime's hidden heading.
export default function Hero({ props }: WidgetProps<HeroProps>) {
  const Heading = useHeading();
  return (
    <header className={`w-hero w-hero--${TONES.has(props.tone ?? '') ? props.tone : 'brand'}`}>
      <div className="w-hero__text">
        <Heading className="w-hero__title">{props.title}</Heading>
        {props.subtitle && <p className="w-hero__subtitle">{props.subtitle}</p>}
      </div>
      {isArtworkName(props.artwork) ? (
        <Artwork name={props.artwork} />
      ) : (
        props.image && <img className="w-hero__image" src={props.image} alt="" />
      )}
    </header>
  );
}

// Drawn once its description is in (a picture without alt text would be announced by its file name);
// the box holds its place until then.
function Artwork({ name }: { name: ArtworkName }) {
  const description = useArtworkDescription(name);
  if (description === undefined) return <span className="w-hero__image" aria-hidden />;
  return <img className="w-hero__image" src={artworkUrl(name)} alt={description} width={ARTWORK_SIZE} height={ARTWORK_SIZE} loading="lazy" decoding="async" />;
}
