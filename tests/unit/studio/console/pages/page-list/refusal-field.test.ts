import { describe, expect, it } from 'vitest';
import { refusalField } from '../../../../../../studio/console/pages/page-list/refusal-field';

describe('a refusal of the new-page dialog under its field', () => {
  it('puts the page\'s refusals under the path, the title or the activity', () => {
    expect(refusalField('路由 /act/winter 已有页面，请换一个路径', 'page')).toBe('path');
    expect(refusalField('页面编码 ACT_WINTER 已被使用，请换一个路径', 'page')).toBe('path');
    expect(refusalField('路径 "act winter" 不可用：请写成 /act-spring 或 /act/spring 这样的形式（字母、数字和连字符，不含参数）', 'page')).toBe('path');
    expect(refusalField('活动 ACT_X 尚未登记：请先在“活动”中登记', 'page')).toBe('activityCode');
  });

  it('puts the new activity\'s refusals under its code, name or dates', () => {
    expect(refusalField('活动编码（code）须为 3–40 位大写字母、数字或下划线，以字母开头，如 ACT_SPRING_2027', 'activity')).toBe('code');
    expect(refusalField('活动编码 ACT_WINTER 已登记', 'activity')).toBe('code');
    expect(refusalField('请填写活动名称（name）', 'activity')).toBe('name');
    expect(refusalField('活动结束时间（endsAt）必须晚于开始时间（startsAt）', 'activity')).toBe('window');
  });

  it('names no field for a refusal about the caller', () => {
    expect(refusalField('只有拥有“编辑”角色的人员可以新建页面', 'page')).toBeUndefined();
    expect(refusalField('发布服务暂时无法连接，请稍后再试', 'activity')).toBeUndefined();
  });
});
