// The catalogue as the visual editor looks things up in it: a widget or fragment by name, the slots the
// model needs, a fragment's params as a form schema, what pickers offer, and pictures' addresses.
import { API_BASE } from '../../api-client/client';
import type { Catalogue, CatalogueFragment, CatalogueWidget, JsonSchema } from '../../api-client/types';
import { fragmentLibrary } from '../fragments/library';
import { paramPlacements, paramsSchema } from '../fragments/param-placement';
import type { SlotsOf } from '../model/structure';
import type { Offered } from '../panel/form-schema';
import type { PropLabels } from '../panel/prop-labels';

export interface CatalogueIndex {
  catalogue: Catalogue;
  widget(type: string): CatalogueWidget | undefined;
  fragment(name: string): CatalogueFragment | undefined;
  slotsOf: SlotsOf;
  /** A fragment's params as the panel's form schema (a param placed whole as a widget's prop takes that prop's schema). */
  paramsSchema(name: string): JsonSchema;
  /**
   * The labels of a widget's props, or of a fragment's params: a param placed whole as a widget's prop
   * takes that widget's labels for the fields inside it, and fields a param's value brings (an inline
   * list's keys) the words the widgets most often give those names.
   */
  labelsOf(kind: 'widget' | 'fragment', name: string): PropLabels;
  /** For the keys of a page's static data, which no schema declares: the words the widgets most often give those names. */
  commonLabels: PropLabels;
  offered: Offered;
  /** The Chinese name a node shows by: its widget's or fragment's, else what it is. */
  nameOf(kind: 'widget' | 'fragment', name: string): string;
}

const NO_LABELS: PropLabels = {};

/** For each name, the label the most widgets give it (the first widget's among equals). */
function mostGiven(all: readonly PropLabels[]): PropLabels {
  const counts = new Map<string, Map<string, number>>();
  for (const labels of all) {
    for (const [name, label] of Object.entries(labels)) {
      const given = counts.get(name) ?? new Map<string, number>();
      counts.set(name, given.set(label, (given.get(label) ?? 0) + 1));
    }
  }
  return Object.fromEntries([...counts].map(([name, given]) => [name, [...given].reduce((best, next) => (next[1] > best[1] ? next : best))[0]]));
}

/** A catalogue picture's address (they are given relative to the API). */
export const pictureUrl = (picture: string): string => (/^(https?:)?\//.test(picture) ? picture : API_BASE + picture);

export function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const widgets = new Map(catalogue.widgets.map((widget) => [widget.type, widget]));
  const fragments = new Map(catalogue.fragments.map((fragment) => [fragment.name, fragment]));
  const schemas = new Map<string, JsonSchema>();
  const fragmentLabels = new Map<string, PropLabels>();
  const commonLabels = mostGiven(catalogue.widgets.map((widget) => widget.labels));
  return {
    catalogue,
    widget: (type) => widgets.get(type),
    fragment: (name) => fragments.get(name),
    slotsOf: (type) => widgets.get(type)?.slots,
    paramsSchema(name) {
      const known = schemas.get(name);
      if (known) return known;
      const body = fragmentLibrary.fragments.get(name)?.body;
      const schema = paramsSchema(fragments.get(name)?.params ?? {}, paramPlacements(body), (type) => widgets.get(type)?.schema);
      schemas.set(name, schema);
      return schema;
    },
    labelsOf(kind, name) {
      if (kind === 'widget') return widgets.get(name)?.labels ?? NO_LABELS;
      const known = fragmentLabels.get(name);
      if (known) return known;
      const placed = [...paramPlacements(fragmentLibrary.fragments.get(name)?.body).values()].map(({ widget }) => widgets.get(widget)?.labels);
      const labels: PropLabels = Object.assign({}, commonLabels, ...placed, fragments.get(name)?.labels);
      fragmentLabels.set(name, labels);
      return labels;
    },
    commonLabels,
    offered: { icons: new Set(catalogue.icons.map((icon) => icon.name)), colours: new Set(catalogue.colours.map((colour) => colour.name)) },
    nameOf: (kind, name) => (kind === 'widget' ? widgets.get(name)?.name : fragments.get(name)?.title) ?? name,
  };
}
