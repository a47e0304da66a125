// What the compiler says of a page's data (check-services, check-service-params, check-source-coverage,
// check-activities, check-page-codes, the state it keeps): sources, services and what is sent to them.
import type { Shapes } from './words';

/** Where a lead form's activity belongs (check-activities.ts): a page, or none. */
const activityPage = (page: string) => (page === 'no page' ? '未指定所属页面' : `属于页面 ${page}`);

export const DATA_SHAPES: Shapes = [
  [/^unknown data source "([^"]+)"/, ([, key]) => `页面没有名为“${key}”的数据来源：请在“页面设置”的数据来源中添加`],
  [/^this node shows data\.(\w+), which loads from a service/, ([, name]) => `这个组件显示服务数据 data.${name}：请在“显示的数据来源”中选择 ${name}，数据加载中或失败时才会显示“加载中”或“重试”`],
  [/^persisted key "([^"]+)" is not in the page state/, ([, key]) => `要暂存的“${key}”不在页面状态中：请先在页面状态中声明它`],
  [/^unknown service "([^"]+)"/, ([, service]) => `没有名为“${service}”的服务`],
  [/^service "([^"]+)" needs param "([^"]+)"/, ([, service, param]) => `服务 ${service} 需要参数“${param}”`],
  [/^(\S+) param "([^"]+)" is (.+), which the service refuses: it takes (.+)$/, ([, service, param, value, allowed]) => `服务 ${service} 的参数“${param}”不接受 ${value}，可选：${allowed}`],
  [/^(\S+) param "([^"]+)" may be (.+), which the service refuses: it takes (.+)$/, ([, service, param, value, allowed]) => `服务 ${service} 的参数“${param}”可能取到的值中，服务不接受 ${value}，可选：${allowed}`],
  [/^(\S+) body field "([^"]+)" is (.+), which the service refuses: it takes (.+)$/, ([, service, field, value, allowed]) => `服务 ${service} 的请求字段“${field}”不接受 ${value}，可选：${allowed}`],
  [/^(\S+) body field "([^"]+)" may be (.+), which the service refuses: it takes (.+)$/, ([, service, field, value, allowed]) => `服务 ${service} 的请求字段“${field}”可能取到的值中，服务不接受 ${value}，可选：${allowed}`],
  [/^feedback "inline" needs an else/, () => '失败提示设为在页面中显示（inline）时，请在“失败或取消时的动作”中把失败原因（error.message）显示在页面上'],
  [/^activity "([^"]+)" cannot be checked: (\S+):(\d+):(\d+) /, ([, code, file, line]) => `暂时无法核对活动“${code}”：活动清单 ${file} 第 ${line} 行有误，请联系开发人员`],
  [/^activity "([^"]+)" is not declared/, ([, code]) => `活动“${code}”还没有登记：请先登记活动，或选择已登记的活动`],
  [/^activity "([^"]+)" \((.+)\) has ended/, ([, code, name]) => `活动“${code}”（${name}）已结束，不再接收留资：请登记新的活动`],
  [/^activity "([^"]+)" belongs to (.+) \([^)]+\): its result page leads there/, ([, code, page]) => `活动“${code}”${activityPage(page)}，提交后的结果页会回到那里：请为本页登记自己的活动`],
  [/^page code "([^"]+)" is already used by (\S+):/, ([, code, file]) => `页面编码“${code}”已被 ${file} 使用：每个页面要有自己的编码，否则一个活动的访问和留资会算到另一个活动上`],
  [/^sends page code "([^"]+)" but the page has none/, ([, code]) => `这里发送的页面编码是“${code}”，但本页没有页面编码：请把本页的页面编码设为“${code}”`],
  [/^sends page code "([^"]+)", not the page's own "([^"]+)"/, ([, code, own]) => `这里发送的页面编码“${code}”不是本页的“${own}”：留资会算到其他页面上`],
];
