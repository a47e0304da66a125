import Carousel from '@arco-design/mobile-react/esm/carousel';
import '@arco-design/mobile-react/esm/carousel/style';
import type { SwiperProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import { prefersReducedMotion } from '../../runtime/platform/environment';
import './swiper.css';

export default function Swiper({ props, emit, handles }: WidgetProps<SwiperProps>) {
  const items = asList(props.items);
  if (items.length === 0) return null;
  const aspectRatio = (props.ratio ?? '2:1').replace(':', ' / ');
  // A slide that leads somewhere is a button, so it can be reached and is announced as one.
  const clickable = handles('itemClick');
  return (
    <div className="w-swiper">
      <Carousel autoPlay={(props.autoplay ?? true) && !prefersReducedMotion()} stayDuration={props.interval ?? 4000} indicatorType="circle" indicatorPos={items.some((item) => item.title) ? 'end' : 'center'} loop={items.length > 1}>
        {items.map((item, index) => {
          // Only the first slide is on screen at load; the rest may wait. The title is the picture's alt
          // text, which names the slide; its caption is not read a second time.
          const content = (
            <>
              <img src={item.image} alt={item.title ?? `轮播图 ${index + 1}`} loading={index === 0 ? 'eager' : 'lazy'} draggable={false} />
              {item.title && <span className="w-swiper__title" aria-hidden="true">{item.title}</span>}
            </>
          );
          return clickable ? (
            <button key={index} type="button" className="w-swiper__slide" style={{ aspectRatio }} onClick={() => void emit('itemClick', { item, index })}>{content}</button>
          ) : (
            <div key={index} className="w-swiper__slide" style={{ aspectRatio }}>{content}</div>
          );
        })}
      </Carousel>
    </div>
  );
}
