// Which field of the new-page dialog a refusal of the service belongs to, so it shows under that field
// (docs/publishing.md §5: the service names the field in its Chinese message).

export type NewPageField = 'path' | 'title' | 'activityCode' | 'code' | 'name' | 'window';

const FIELDS: Array<[RegExp, NewPageField]> = [
  [/活动编码|活动 \S+ 尚未登记|已登记|activityCode/, 'activityCode'],
  [/活动名称|（name）/, 'name'],
  [/startsAt|endsAt|开始时间|结束时间/, 'window'],
  [/路径|路由|页面编码|模块名|path/, 'path'],
  [/标题|title/, 'title'],
];

/**
 * The field a refusal names; undefined when it names none (a role, a lost session), which the dialog
 * shows above its fields. A refusal of registering the activity is about the new activity's code.
 */
export function refusalField(message: string, call: 'activity' | 'page'): NewPageField | undefined {
  const field = FIELDS.find(([pattern]) => pattern.test(message))?.[1];
  return call === 'activity' && field === 'activityCode' ? 'code' : field;
}
