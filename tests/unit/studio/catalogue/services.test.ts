import { describe, expect, it } from 'vitest';
import { serviceCatalogue } from '../../../../scripts/lib/catalogue';
import { serviceFields, serviceInputs } from '../../../../studio/server/catalogue/service-fields';
import { catalogueServices } from '../../../../studio/server/catalogue/services';

describe('the catalogue\'s services as the service picker lists them', () => {
  const services = catalogueServices(serviceCatalogue());
  const service = (id: string) => services.find((candidate) => candidate.id === id)!;

  it('names each input required or not, its allowed values with the Chinese words its description gives them', () => {
    expect(service('face.newsList').inputs).toEqual([
      {
        name: 'category', in: 'params', required: true, description: '栏目：company 公司新闻，industry 行业动态，notice 公告',
        choices: [{ value: 'company', label: '公司新闻' }, { value: 'industry', label: '行业动态' }, { value: 'notice', label: '公告' }],
      },
      { name: 'pageNo', in: 'params', required: false, type: 'integer', description: '页码，从 1 开始' },
      { name: 'pageSize', in: 'params', required: false, type: 'integer', description: '每页条数' },
    ]);
    // A description naming no value leaves the values bare; a number's words are found as a text's are.
    expect(service('face.claimList').inputs[0].choices).toEqual([{ value: 'all' }, { value: 'processing' }, { value: 'supplement' }, { value: 'finished' }]);
    expect(service('userCenter.login').inputs.find((input) => input.name === 'loginType')).toMatchObject({
      in: 'body', required: true, choices: [{ value: 1, label: '短信验证码' }, { value: 2, label: '密码' }, { value: 14, label: '合作方免切换登录' }],
    });
  });

  it('lists the fields of the answer by path, a list\'s rows under []', () => {
    const paths = service('face.newsList').fields.map((field) => field.path);
    expect(paths.slice(0, 4)).toEqual(['total', 'list', 'list[].id', 'list[].title']);
    expect(service('face.newsDetail').fields).toContainEqual({ path: 'title', type: 'string', description: '标题' });
    expect(service('face.policyList').fields[0]).toEqual({ path: '[].policyNo', type: 'string', description: '保单号' });
  });

  it('asks for a path placeholder the params schema leaves out, and stops in a schema that refers to itself', () => {
    expect(serviceInputs({ path: 'rest/news/{id}' })).toEqual([{ name: 'id', in: 'params', required: true, type: 'string' }]);
    const region: Record<string, any> = { type: 'object', properties: { name: { type: 'string' } } };
    region.properties.children = { type: 'array', items: region };
    expect(serviceFields(region).map((field) => field.path)).toEqual(['name', 'children', 'children[].name', 'children[].children']);
  });

  it('gives every service of the catalogue its inputs and fields', () => {
    expect(services.length).toBeGreaterThan(100);
    for (const { inputs, fields } of services) expect(Array.isArray(inputs) && Array.isArray(fields)).toBe(true);
  });
});
