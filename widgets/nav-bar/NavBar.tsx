import ArcoNavBar from '@arco-design/mobile-react/esm/nav-bar';
import '@arco-design/mobile-react/esm/nav-bar/style';
import IconArrowBack from '@arco-design/mobile-react/esm/icon/IconArrowBack';
import type { NavBarProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { usePageTitle } from '../../runtime/react/context';
import './nav-bar.css';

export default function NavBar({ props, emit, handles }: WidgetProps<NavBarProps>) {
  const routeTitle = usePageTitle();
  const back = () => {
    if (handles('back')) void emit('back');
    else window.history.back();
  };
  // A real labelled button (arco's default arrow is a bare icon) so the back control is reachable by role.
  const backButton = (
    <button type="button" className="w-nav-bar__back" aria-label="返回" onClick={back}>
      <IconArrowBack />
    </button>
  );
  return (
    <ArcoNavBar
      className="w-nav-bar"
      title={props.title ?? routeTitle}
      fixed={props.fixed ?? true}
      leftContent={props.showBack === false ? null : backButton}
    />
  );
}
