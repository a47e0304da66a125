import ArcoNavBar from '@arco-design/mobile-react/esm/nav-bar';
import '@arco-design/mobile-react/esm/nav-bar/style';
import IconArrowBack from '@arco-design/mobile-react/esm/icon/IconArrowBack';
import type { NavBarProps } from '../../schemas/generated/widgets';
import type { WidgetProps } from '../../runtime/react/types';
import { useContext } from 'react';
import { PageContext, usePageTitle } from '../../runtime/react/context';
import './nav-bar.css';

export default function NavBar({ props, emit, handles }: WidgetProps<NavBarProps>) {
  const routeTitle = usePageTitle();
  const page = useContext(PageContext);
  // Without an onBack of its own the arrow is the page's back action, which never leaves the portal.
  const back = () => {
    if (handles('back')) void emit('back');
    else if (page) void page.run({ action: 'back' }, {});
    else window.history.back();
  };
  // A real labelled button (arco's default arrow is a bare icon) so the back control is reachable by role.
  const backButton = (
    <button type="button" className="w-nav-bar__back" aria-label="返回" onClick={back}>
      <IconArrowBack aria-hidden="true" />
    </button>
  );
  // The bar sits inside the page's main landmark, so it is no banner of its own; its title is the page's
  // h1, which the router focuses after a navigation (tabIndex -1: focusable by script, not by Tab).
  return (
    <ArcoNavBar
      className="w-nav-bar"
      ariaRole="none"
      title={<h1 className="w-nav-bar__title" tabIndex={-1}>{props.title ?? routeTitle}</h1>}
      fixed={props.fixed ?? true}
      leftContent={props.showBack === false ? null : backButton}
    />
  );
}
