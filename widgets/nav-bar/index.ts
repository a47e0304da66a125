import { defineWidget } from '../define';
import type { NavBarProps } from '../../schemas/generated/widgets';
import schema from './props.schema.json';

export default defineWidget<NavBarProps>({ type: 'nav-bar', schema, events: ['back'], load: () => import('./NavBar') });
