import Carousel from '@arco-design/mobile-react/esm/carousel';
import '@arco-design/mobile-react/esm/carousel/style';
import type { SwiperProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { asList } from '../shared/bindable';
import './swiper.css';

export default function Swiper({ props, emit }: WidgetProps<SwiperProps>) {
  const items = asList(props.items);
  if (items.length === 0) return null;
  const aspectRatio = (props.ratio ?? '2:1').replace(':', ' / ');
  return (
    <div className="w-swiper">
      <Carousel autoPlay={props.autoplay ?? true} stayDuration={props.interval ?? 4000} indicatorType="circle" indicatorPos={items.some((item) => item.title) ? 'end' : 'center'} loop={items.length > 1}>
        {items.map((item, index) => (
          <div key={index} className="w-swiper__slide" style={{ aspectRatio }} onClick={() => void emit('itemClick', { item, index })}>
            {/* Only the first slide is on screen at load; the rest may wait. */}
            <img src={item.image} alt={item.title ?? ''} loading={index === 0 ? 'eager' : 'lazy'} draggable={false} />
            {item.title && <span className="w-swiper__title">{item.title}</span>}
          </div>
        ))}
      </Carousel>
    </div>
  );
}
