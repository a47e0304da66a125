// GET catalogue: everything the console's visual editor needs to offer (widgets, fragments, icons, routes,
// services, the theme's colours, the page templates), made once a process from the running build — the
// catalogue the config gate loads, not a second load — with the store's pages added to the routes per answer.
import type { Queryable } from '../database/database';
import { buildCatalogue } from '../gates/config-gate';
import { listPages, type PageKind } from '../pages/page-store';
import { serviceCatalogue } from '../../../scripts/lib/catalogue';
import { catalogueColours, type CatalogueColour } from './colours';
import { catalogueFragments, type CatalogueFragment } from './fragments';
import { catalogueIcons, type CatalogueIcon } from './icons';
import type { Picture } from './pictures';
import { builtInRoutes, withStorePages, type CatalogueRoute } from './routes';
import { catalogueServices, type CatalogueService } from './services';
import { catalogueWidgets, type CatalogueWidget } from './widgets';

export interface CatalogueAnswer {
  widgets: CatalogueWidget[];
  fragments: CatalogueFragment[];
  icons: CatalogueIcon[];
  routes: CatalogueRoute[];
  services: CatalogueService[];
  colours: CatalogueColour[];
  /** What a new page starts from (POST pages `kind`, scripts/templates/pages). */
  templates: Array<{ kind: PageKind; title: string }>;
}

export interface StudioCatalogue { answer: CatalogueAnswer; pictures: ReadonlyMap<string, Picture> }

const TEMPLATES: CatalogueAnswer['templates'] = [{ kind: 'campaign', title: '活动页' }, { kind: 'info', title: '信息页' }];

async function build(): Promise<StudioCatalogue> {
  const context = await buildCatalogue();
  const widgets = catalogueWidgets(context.widgets);
  const icons = catalogueIcons();
  const fragments = catalogueFragments(context.fragments ?? [], new Set(widgets.widgets.filter(({ pictureFocus }) => pictureFocus === 'bottom').map(({ type }) => type)));
  return {
    answer: {
      widgets: widgets.widgets, fragments: fragments.fragments, icons: icons.icons, routes: builtInRoutes(),
      services: catalogueServices(serviceCatalogue()), colours: catalogueColours(), templates: TEMPLATES,
    },
    pictures: new Map([...widgets.pictures, ...fragments.pictures, ...icons.pictures]),
  };
}

let built: Promise<StudioCatalogue> | undefined;
/** The catalogue and its pictures, made on first use. */
export const studioCatalogue = (): Promise<StudioCatalogue> => (built ??= build());

/** The catalogue as the API answers it: the built-in routes with the store's pages. */
export async function catalogueAnswer(db: Queryable): Promise<CatalogueAnswer> {
  const { answer } = await studioCatalogue();
  return { ...answer, routes: withStorePages(answer.routes, await listPages(db)) };
}
