import type { APIRequestContext } from '@playwright/test';
import { expect } from './test';

const API = '/official-studio/api/';

/** A member of staff signed in to the publishing service's API: each call with the session cookie and CSRF token. */
export async function signInToStudio(request: APIRequestContext, username: string, password: string) {
  const response = await request.post(`${API}login`, { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { csrfToken } = await response.json();
  const cookie = response.headers()['set-cookie'].split(';')[0];
  return async (path: string, method = 'GET', data?: unknown) => {
    const answer = await request.fetch(API + path, { method, data, headers: { Cookie: cookie, 'X-CSRF-Token': csrfToken } });
    return { status: answer.status(), json: await answer.json() };
  };
}

export type StudioCall = Awaited<ReturnType<typeof signInToStudio>>;

/** An info page made from the template with its blanks written as `text`, and `schedule`: its id. */
export async function writtenInfoPage(author: StudioCall, path: string, title: string, text: string, schedule?: { validFrom?: string; validTo?: string }): Promise<number> {
  const { json: created } = await author('pages', 'POST', { kind: 'info', path, title });
  const { json: draft } = await author(`pages/${created.id}`);
  const content = JSON.parse(JSON.stringify(draft.content).replace(/【待填写：[^】]*】/g, text));
  expect((await author(`pages/${created.id}/draft`, 'PUT', { content, schedule })).status).toBe(200);
  return created.id;
}

/** Submitted by the author, approved and published now by the reviewer-publisher. */
export async function publishedNow(author: StudioCall, reviewer: StudioCall, id: number): Promise<void> {
  expect((await author(`pages/${id}/submit`, 'POST')).json.stateLabel).toBe('待审核');
  expect((await reviewer(`pages/${id}/approve`, 'POST')).json.stateLabel).toBe('已通过');
  expect((await reviewer(`pages/${id}/publish`, 'POST')).json.stateLabel).toBe('已上线');
}
