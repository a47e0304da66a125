// What the publishing service answers, as the console reads it: the service's own types (imported as
// types only: nothing of the Node service reaches the browser) with the labels its routes add.
import type { Activity } from '../../server/activities/activity-store';
import type { StoredImage } from '../../server/assets/image-assets';
import type { AuditEntry } from '../../server/audit/audit-log';
import type { CatalogueAnswer } from '../../server/catalogue/catalogue';
import type { GateRefusal } from '../../server/gates/gate';
import type { PageKind, PageSummary, Version } from '../../server/pages/page-store';
import type { Staff } from '../../server/staff/staff-store';
import type { Role, Schedule, State } from '../../server/workflow/transitions';

export type { Activity, AuditEntry, GateRefusal, PageKind, Role, Schedule, State };

export type PageRow = PageSummary & { stateLabel: string };

export type VersionRow = Omit<Version, 'content'> & { authorName: string };

/** A page with the content of its version under work, its versions, and those it has shown. */
export type PageDetail = PageRow & { content: Record<string, unknown> | null; versions: VersionRow[]; earlierLive: string[] };

export type StaffMember = Staff & { roleLabels: string[] };

export interface SignedIn { staff: StaffMember; csrfToken: string; expiresAt: string }

/** An uploaded picture (POST assets/images): its address and what it is. */
export type UploadedImage = Omit<StoredImage, 'created'>;

/** The gates on unsaved text, and the page as the portal would run it (null when it does not expand). */
export interface DraftCheck { refusals: GateRefusal[]; page: Record<string, unknown> | null }

export interface Difference { live: string | null; version: string | null; difference: unknown }

export type PageFilter = { state?: State; kind?: PageKind; search?: string };

/** A JSON Schema as the catalogue hands it over (a widget's props schema, a fragment's params). */
export type JsonSchema = Record<string, any>;

/**
 * What the running build offers the visual editor (GET catalogue): its widgets and fragments with their
 * Chinese names and schemas, the named icons, the routes, services, theme colours and page templates.
 * Pictures are addresses relative to the API (`catalogue/pictures/…`).
 */
export type Catalogue = CatalogueAnswer;
export type CatalogueWidget = Catalogue['widgets'][number];
export type CatalogueFragment = Catalogue['fragments'][number];
