// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../scripts/lib/catalogue';
import { checkServices } from '../../../runtime/config/check-services';

const check = checkServices(loadCatalogue().catalogue);
const run = (page: Record<string, unknown>) => check({ page, routes: [] });

describe('checkServices', () => {
  it('accepts known services with their required params', () => {
    expect(run({
      data: { news: { service: 'face.newsList', params: { category: 'company' } }, cards: { service: 'customerCenter.bankAccountList' }, fixed: { static: [] } },
      body: [{ type: 'button', onClick: { action: 'callService', service: 'customerCenter.bankAccountDetail', params: { id: '{{ params.id }}' } } }],
    })).toEqual([]);
  });

  it('reports an unknown data-source service with a hint', () => {
    expect(run({ data: { news: { service: 'face.newsLst', params: { category: 'company' } } } })).toEqual([
      { pointer: '/data/news/service', message: 'unknown service "face.newsLst" — did you mean "face.newsList"?' },
    ]);
  });

  it('reports an unknown list a detail is opened from, which would never show what the list knew', () => {
    expect(run({ data: { article: { service: 'face.newsDetail', params: { id: '{{ query.id }}' }, from: { service: 'face.newList', key: 'id' } } } })).toEqual([
      { pointer: '/data/article/from/service', message: 'unknown service "face.newList" — did you mean "face.newsList"?' },
    ]);
  });

  it('reports a missing required param, path placeholders included', () => {
    expect(run({ data: { detail: { service: 'face.newsDetail', params: { category: 'x' } } } })).toEqual([
      { pointer: '/data/detail/params', message: 'service "face.newsDetail" needs param "id"' },
    ]);
    expect(run({ data: { fund: { service: 'face.survivalFundInfo' } } })).toEqual([
      { pointer: '/data/fund', message: 'service "face.survivalFundInfo" needs param "id"' },
    ]);
  });

  it('leaves a service named by an expression to be checked when it is called', () => {
    expect(run({ body: [{ type: 'cell', onClick: { action: 'callService', service: '{{ item.service }}' } }] })).toEqual([]);
  });

  it('checks callService steps anywhere in the page, including nested then/else', () => {
    const issues = run({
      actions: { save: { action: 'confirm', message: '确定？', then: { action: 'callService', service: 'customerCenter.bankAccountDelete' } } },
      body: [{ type: 'button', onClick: [{ action: 'callService', service: 'userCenter.logn' }] }],
    });
    expect(issues).toEqual([
      { pointer: '/actions/save/then', message: 'service "customerCenter.bankAccountDelete" needs param "id"' },
      { pointer: '/body/0/onClick/0/service', message: 'unknown service "userCenter.logn" — did you mean "userCenter.login"?' },
    ]);
  });

  it('asks a call that shows its own failure for the else that shows it', () => {
    const inline = { action: 'callService', service: 'face.leadSubmit', feedback: 'inline' };
    expect(run({ body: [{ type: 'button', onClick: inline }] })).toEqual([
      { pointer: '/body/0/onClick/feedback', message: 'feedback "inline" needs an else that shows the failure (error.message) on the page' },
    ]);
    expect(run({ body: [{ type: 'button', onClick: { ...inline, else: { action: 'setState', values: { failed: '{{ error.message }}' } } } }] })).toEqual([]);
  });

  it('warns of a reload after a call of what that call changes, which loads again by itself', () => {
    const cancel = {
      action: 'callService', service: 'face.claimCancel', body: { claimId: '{{ item.claimId }}' },
      then: [{ action: 'toast', message: '已撤销' }, { action: 'reload', source: 'claims' }, { action: 'reload', source: 'news' }],
      else: 'refresh',
    };
    const issues = run({
      data: { claims: { service: 'face.claimList' }, news: { service: 'face.newsList', params: { category: 'company' } } },
      actions: { refresh: { action: 'reload', source: 'claims' } },
      body: [{ type: 'button', onClick: cancel }],
    });
    expect(issues.map((issue) => `${issue.pointer} ${issue.severity}: ${issue.message}`)).toEqual([
      '/body/0/onClick/then/1 warning: "face.claimCancel" changes face.claimList (its catalogue "changes"): the source "claims" loads again by itself once the call has answered, so drop this reload',
      '/actions/refresh warning: "face.claimCancel" changes face.claimList (its catalogue "changes"): the source "claims" loads again by itself once the call has answered, so drop this reload',
    ]);
  });
});
