import { describe, expect, it } from 'vitest';
import { callErrors } from '../../../../../../studio/console/visual/panel/call-refusals';
import { asWritten, inputLabel, requestPlan, type CatalogueService } from '../../../../../../studio/console/visual/panel/request-schema';

const NEWS: CatalogueService = {
  id: 'face.newsList', summary: '新闻列表（按栏目）', family: '官网', method: 'GET', fields: [],
  inputs: [
    { name: 'category', in: 'params', required: true, description: '栏目：company 公司新闻，notice 公告', choices: [{ value: 'company', label: '公司新闻' }, { value: 'notice', label: '公告' }] },
    { name: 'pageSize', in: 'params', required: false, type: 'integer', description: '每页条数' },
  ],
};

describe('a call\'s request as the panel\'s form', () => {
  it('offers the allowed values by their Chinese words, other inputs as text that may be an expression', () => {
    const plan = requestPlan(NEWS, { params: { category: 'company' } })!;
    expect(plan.schema.properties.params).toMatchObject({
      title: '请求参数', required: ['category'],
      properties: {
        category: { title: '栏目（category）', oneOf: [{ const: 'company', title: '公司新闻（company）' }, { const: 'notice', title: '公告（notice）' }] },
        pageSize: { type: 'string', title: '每页条数（pageSize）' },
      },
    });
    expect(requestPlan(NEWS, { params: { category: '{{ state.tab }}' } })!.uiSchema.params.category).toEqual({ 'ui:widget': 'expression' });
    expect(inputLabel({ name: 'status' })).toBe('status');
  });

  it('writes a number typed for a numeric input as a number, and leaves out an emptied part', () => {
    expect(asWritten(NEWS, { params: { category: 'company', pageSize: '20' } })).toEqual({ params: { category: 'company', pageSize: 20 } });
    expect(asWritten(NEWS, { params: { pageSize: '{{ state.size }}' } })).toEqual({ params: { pageSize: '{{ state.size }}' } });
    expect(asWritten(NEWS, { params: { category: undefined } })).toEqual({ params: undefined });
  });

  it('puts the gates\' refusals under the input they are about, in Chinese', () => {
    const refusals = [
      { field: '/data/news', message: '/data/news：服务 face.newsList 需要参数“category”' },
      { field: '/data/news/params/category', message: '/data/news/params/category：服务 face.newsList 的参数“category”不接受 \'sports\'，可选：\'company\', \'notice\'' },
      { field: '/body/0/onClick', message: '/body/0/onClick：缺少必填项“to”' },
      { field: '/data/other/service', message: 'unknown service' },
    ];
    expect(callErrors(refusals, '/data/news').errors).toEqual({ params: { category: { __errors: ['必须填写：服务要求提供这个参数', '服务不接受这个值，可选：company, notice'] } } });
    expect(callErrors(refusals, '/body/0/onClick').errors).toEqual({ to: { __errors: ['必须填写'] } });
    expect(callErrors(refusals, '/data/news').others).toEqual([]);
  });
});
