// A page's code (route.pageCode) credits its visits and leads: it must be its own among the portal's
// built-in pages (but the one it replaces) and the store's other pages.
import { routeKey } from '../../../runtime/config/routes';
import { readPageFiles } from '../../../scripts/lib/page-files';
import type { Gate } from './gate';

let builtIn: Array<{ routePath: string; pageCode: string }> | undefined;
function builtInCodes() {
  builtIn ??= readPageFiles().flatMap(({ text }) => {
    try {
      const { route } = JSON.parse(text);
      return typeof route?.pageCode === 'string' && typeof route.path === 'string' ? [{ routePath: route.path as string, pageCode: route.pageCode as string }] : [];
    } catch {
      return [];
    }
  });
  return builtIn;
}

export const pageCodeGate: Gate = ({ content, routePath, otherPages }) => {
  const code = content.route?.pageCode;
  if (typeof code !== 'string') return [];
  const own = routeKey(routePath);
  const owner = [...otherPages, ...builtInCodes()].find((page) => page.pageCode === code && routeKey(page.routePath) !== own);
  return owner ? [{ field: '/route/pageCode', message: `页面编码（route.pageCode）${code} 已被 ${owner.routePath} 使用：每个页面需要自己的编码` }] : [];
};
