import app from '../../../pages-config/app.json';
import type { GuardStep } from './types';

/** The page title: the route's own, or the company name. */
export function pageTitle(title: string | undefined, companyName: string = app.companyName): string {
  return title || companyName;
}

export const setPageTitle: GuardStep = ({ route }, deps) => {
  deps.setTitle(pageTitle(route.title));
  return undefined;
};
