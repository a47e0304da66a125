import { beforeEach, describe, expect, it } from 'vitest';
import { dropDrafts, restoreDraft, saveDraft } from '../../../../runtime/core/state/drafts';
import { browserStorage } from '../../../../runtime/core/state/storage';

const initial = { contact: { email: '' }, open: false };

beforeEach(() => sessionStorage.clear());

describe('drafts', () => {
  it('restores what an owner typed on a page for that owner only', () => {
    saveDraft(browserStorage, 'customer-A', '/me/info/edit', ['contact'], { contact: { email: 'a@example.com' }, open: true });
    expect(restoreDraft(browserStorage, 'customer-A', '/me/info/edit', ['contact'], initial)).toEqual({ contact: { email: 'a@example.com' }, open: false });
    expect(restoreDraft(browserStorage, 'customer-B', '/me/info/edit', ['contact'], initial)).toEqual(initial);
    expect(restoreDraft(browserStorage, 'visitor-1', '/me/info/edit', ['contact'], initial)).toEqual(initial);
  });

  it('drops every other owner\'s drafts, or all of them', () => {
    saveDraft(browserStorage, 'customer-A', '/me/info/edit', ['contact'], { contact: { email: 'a@example.com' } });
    saveDraft(browserStorage, 'customer-B', '/me/bank-card/edit', ['contact'], { contact: { email: 'b@example.com' } });
    sessionStorage.setItem('official:customerId', '"C1"');
    dropDrafts(browserStorage, 'customer-B');
    expect(restoreDraft(browserStorage, 'customer-A', '/me/info/edit', ['contact'], initial)).toEqual(initial);
    expect(restoreDraft(browserStorage, 'customer-B', '/me/bank-card/edit', ['contact'], initial).contact).toEqual({ email: 'b@example.com' });
    dropDrafts(browserStorage);
    expect(restoreDraft(browserStorage, 'customer-B', '/me/bank-card/edit', ['contact'], initial)).toEqual(initial);
    expect(sessionStorage.getItem('official:customerId')).toBe('"C1"');
  });

  it('keeps part of a form when the page persists paths into it', () => {
    const page = { lead: { name: '', captcha: '' } };
    saveDraft(browserStorage, 'visitor-1', '/act', ['lead.name'], { lead: { name: '王芳', captcha: '8888' } });
    expect(restoreDraft(browserStorage, 'visitor-1', '/act', ['lead.name'], page)).toEqual({ lead: { name: '王芳', captcha: '' } });
    expect(page, 'the definition\'s initial state is left as written').toEqual({ lead: { name: '', captcha: '' } });
  });

  it('ignores a draft that no longer parses', () => {
    sessionStorage.setItem('official:draft:customer-A:/p', '{broken');
    expect(restoreDraft(browserStorage, 'customer-A', '/p', ['contact'], initial)).toEqual(initial);
  });
});
