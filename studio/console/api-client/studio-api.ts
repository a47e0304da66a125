// Every call of the publishing service's API the console makes (docs/publishing.md §5), typed.
import { get, patch, post, put } from './client';
import type { Activity, AuditEntry, Catalogue, DraftCheck, Difference, GateRefusal, PageDetail, PageFilter, PageKind, PageRow, Role, Schedule, SignedIn, StaffMember, UploadedImage } from './types';

/** A workflow action on a page, as its route names it. */
export type PageAction =
  | { type: 'submit' } | { type: 'approve' } | { type: 'take-down' }
  | { type: 'return'; comment: string }
  | { type: 'publish'; at?: string }
  | { type: 'roll-back'; version: string };

export interface NewPage { kind: PageKind; path: string; title: string; activityCode?: string }
export interface NewActivity { code: string; name: string; startsAt: string; endsAt: string; pagePath?: string }
export interface NewStaff { username: string; displayName: string; password: string; roles: Role[] }
export interface StaffChange { roles?: Role[]; active?: boolean; displayName?: string; password?: string }

export const studioApi = {
  login: (username: string, password: string) => post<SignedIn>('login', { username, password }),
  logout: () => post<{ ok: true }>('logout'),
  me: () => get<SignedIn>('me'),

  pages: (filter: PageFilter) => get<PageRow[]>('pages', filter),
  createPage: (page: NewPage) => post<PageRow>('pages', page),
  page: (id: number) => get<PageDetail>(`pages/${id}`),
  saveDraft: (id: number, content: unknown, schedule: Schedule) => put<PageRow>(`pages/${id}/draft`, { content, schedule }),
  checkSaved: (id: number) => get<{ refusals: GateRefusal[] }>(`pages/${id}/check`),
  checkDraft: (id: number, content: unknown, schedule: Schedule) => post<DraftCheck>(`pages/${id}/check`, { content, schedule }),
  difference: (id: number, version?: string) => get<Difference>(`pages/${id}/diff`, { version }),
  act: (id: number, { type, ...body }: PageAction) => post<PageRow>(`pages/${id}/${type}`, body),
  pageAudit: (id: number) => get<AuditEntry[]>(`pages/${id}/audit`),

  audit: (target?: string) => get<AuditEntry[]>('audit', { target }),
  activities: () => get<Activity[]>('activities'),
  registerActivity: (activity: NewActivity) => post<Activity>('activities', activity),
  staff: () => get<StaffMember[]>('staff'),
  addStaff: (staff: NewStaff) => post<StaffMember>('staff', staff),
  changeStaff: (id: number, change: StaffChange) => patch<StaffMember>(`staff/${id}`, change),

  catalogue: () => get<Catalogue>('catalogue'),
  /** A picture for a page, sent as it is (its type from the file): where the portal fetches it. */
  uploadImage: (file: Blob) => post<UploadedImage>('assets/images', file),
};
