import { beforeEach, describe, expect, it } from 'vitest';
import { dropDrafts, restoreDraft, saveDraft } from '../../../../runtime/core/state/drafts';

const initial = { contact: { email: '' }, open: false };

beforeEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('restores what an owner typed on a page for that owner only', () => {
    saveDraft('customer-A', '/me/info/edit', ['contact'], { contact: { email: 'a@example.com' }, open: true });
    expect(restoreDraft('customer-A', '/me/info/edit', ['contact'], initial)).toEqual({ contact: { email: 'a@example.com' }, open: false });
    expect(restoreDraft('customer-B', '/me/info/edit', ['contact'], initial)).toEqual(initial);
    expect(restoreDraft('visitor-1', '/me/info/edit', ['contact'], initial)).toEqual(initial);
  });

  it('drops every other owner\'s drafts, or all of them', () => {
    saveDraft('customer-A', '/me/info/edit', ['contact'], { contact: { email: 'a@example.com' } });
    saveDraft('customer-B', '/me/bank-card/edit', ['contact'], { contact: { email: 'b@example.com' } });
    sessionStorage.setItem('official:customerId', '"C1"');
    dropDrafts('customer-B');
    expect(restoreDraft('customer-A', '/me/info/edit', ['contact'], initial)).toEqual(initial);
    expect(restoreDraft('customer-B', '/me/bank-card/edit', ['contact'], initial).contact).toEqual({ email: 'b@example.com' });
    dropDrafts();
    expect(restoreDraft('customer-B', '/me/bank-card/edit', ['contact'], initial)).toEqual(initial);
    expect(sessionStorage.getItem('official:customerId')).toBe('"C1"');
  });

  it('keeps part of a form when the page persists paths into it', () => {
    const page = { lead: { name: '', captcha: '' } };
    saveDraft('visitor-1', '/act', ['lead.name'], { lead: { name: '王芳', captcha: '8888' } });
    expect(restoreDraft('visitor-1', '/act', ['lead.name'], page)).toEqual({ lead: { name: '王芳', captcha: '' } });
    expect(page, 'the definition\'s initial state is left as written').toEqual({ lead: { name: '', captcha: '' } });
  });

  it('ignores a draft that no longer parses', () => {
    sessionStorage.setItem('official:draft:customer-A:/p', '{broken');
    expect(restoreDraft('customer-A', '/p', ['contact'], initial)).toEqual(initial);
  });
});
