// What the compiler says of how a page is put together (validate-pages, check-placeholders, fragments.ts):
// its links and routes, its actions and events, the fragments it uses and the text it must not promise.
import { list, quotedList, typeWord, type Shapes } from './words';

export const STRUCTURE_SHAPES: Shapes = [
  [/^link "([^"]+)" leads nowhere/, ([, link]) => `链接“${link}”无法打开：请选择门户中的页面，或填写白名单内的 https 地址`],
  [/^link "([^"]+)" is not a route of the portal/, ([, link]) => `链接“${link}”不是门户中的页面：请选择门户中已有的页面`],
  [/^path "([^"]+)" is already claimed by \S+ as "([^"]+)"/, ([, path, same]) => `路径“${path}”已被使用：它与“${same}”视为同一路径（路径不区分大小写，也不计末尾的斜杠和参数名），请换一个路径`],
  [/^path "([^"]+)" is already claimed by/, ([, path]) => `路径“${path}”已被使用：请换一个路径`],
  [/^param "([^"]+)" is not in the path "([^"]+)"/, ([, name, path]) => `页面路径 ${path} 中没有参数“${name}”：请在路径中加上 :${name}，或删除这项参数设置`],
  [/^unknown page action "([^"]+)"/, ([, name]) => `没有名为“${name}”的页面动作：请先在页面动作中添加它`],
  [/^widget "([^"]+)" has no event "([^"]+)"(?: \(it has (.+)\))?/, ([, type, event, events]) => `组件 ${type} 没有“${event}”事件${events ? `（它有：${list(events)}）` : ''}`],
  [/^widget "([^"]+)" is not an input and cannot bind state/, ([, type]) => `组件 ${type} 不是输入组件，不能绑定页面状态`],
  [/^"([^"]+)" promises a feature that is not there/, ([, words]) => `“${words}”承诺了还没有的功能：请把入口链接到已有的页面，或删去这个入口`],
  [/^"(【待填写[^】]*】)" is a blank left by the scaffold/, ([, blank]) => `模板留下的空白 ${blank} 还没有填写，请写上本页自己的文案`],
  [/^unknown fragment "([^"]+)"/, ([, name]) => `没有名为“${name}”的片段`],
  [/^fragment "([^"]+)" uses itself \((.+)\)$/, ([, name, chain]) => `片段“${name}”用到了它自己（${chain}）`],
  [/^"with" must be an object of param values/, () => '片段的参数（with）应是对象：每一项是一个参数的值'],
  [/^(\S+) has no param "([^"]+)"(?: \(it has (.+)\))?/, ([, name, param, params]) => `片段 ${name} 没有参数“${param}”${params ? `（它有：${list(params)}）` : ''}`],
  [/^(\S+) needs "([^"]+)"/, ([, name, param]) => `片段 ${name} 缺少参数“${param}”：请填写它`],
  [/^(\S+): "([^"]+)" must be an? (\w+), not (\w+)$/, ([, name, param, type, given]) => `片段 ${name} 的参数“${param}”应填写${typeWord(type)}，而不是${typeWord(given)}`],
  [/^(\S+): "([^"]+)" must be one of (.+)$/, ([, name, param, values]) => `片段 ${name} 的参数“${param}”只能填写 ${quotedList(values)} 之一`],
  [/^(\S+) stands for (a list|a value), so "([^"]+)" cannot be added beside "use"/, ([, name, kind, key]) => `片段 ${name} 代表${kind === 'a list' ? '一组组件' : '一个值'}，不能在它旁边加“${key}”：请通过片段参数（with）传入`],
  [/^"\[\[([^\]]+)\]\]" is an? (array|object): use it as a whole value/, ([, name, type]) => `片段参数 [[${name}]] 是${typeWord(type)}，只能整个使用，不能写在文字中间`],
];
