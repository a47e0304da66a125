import { defineWidget } from '../define';
import type { SharePosterProps } from '../../schemas/generated/widgets';

export default defineWidget<SharePosterProps>({
  type: 'share-poster',
  schema: () => import('./props.schema.json'),
  events: ['save'],
  load: () => import('./SharePoster'),
});
