import { defineWidget } from '../define';
import type { NavBarProps } from '../../schemas/generated/widgets';

export default defineWidget<NavBarProps>({ type: 'nav-bar', schema: () => import('./props.schema.json'), events: ['back'], load: () => import('./NavBar') });
