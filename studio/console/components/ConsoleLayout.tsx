import { Avatar, Button, Tag } from '@arco-design/web-react';
import { IconCalendar, IconFile, IconHistory, IconPoweroff, IconUserGroup } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useSession, useStaff } from '../session/session-context';
import { Brand } from './Brand';

const NAV = [
  { to: '/pages', label: '页面', icon: <IconFile /> },
  { to: '/activities', label: '活动', icon: <IconCalendar /> },
  { to: '/staff', label: '人员', icon: <IconUserGroup />, admin: true },
  { to: '/audit', label: '审计日志', icon: <IconHistory /> },
];

/** The frame of every screen behind login: the header with who is signed in, the side menu, the screen. */
export function ConsoleLayout() {
  const staff = useStaff();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  return (
    <div className="console">
      <header className="console-header">
        <Brand />
        <div className="console-header__staff">
          <Avatar size={32} className="console-header__avatar" aria-hidden>{staff.displayName.slice(0, 1)}</Avatar>
          <span className="console-header__name">{staff.displayName}</span>
          <span className="console-header__roles" aria-label="角色">
            {staff.roleLabels.map((label) => <Tag key={label} size="small" color="arcoblue">{label}</Tag>)}
          </span>
          <Button type="text" icon={<IconPoweroff />} loading={leaving} onClick={() => { setLeaving(true); void signOut(); }}>退出登录</Button>
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label="主菜单">
          <ul>
            {NAV.filter((item) => !item.admin || staff.can('admin')).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="console-nav__item">
                  {item.icon}
                  <span>{item.label}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main className="console-main" id="main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
