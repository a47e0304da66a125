// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { serviceCatalogue } from '../../../../scripts/lib/catalogue';
import { widgetSpecs } from '../../../../widgets/registry';

// A widget receives a `call` limited to the services its registration declares: an id the catalogue
// does not have would only fail when a customer taps, so it fails here instead.
describe('services declared by widgets', () => {
  const catalogue = serviceCatalogue();
  const declaring = widgetSpecs.filter((spec) => spec.services);

  it('name services of the catalogue, each once', () => {
    for (const spec of declaring) {
      expect(spec.services!.filter((id) => !catalogue.endpoints.has(id)), spec.type).toEqual([]);
      expect(new Set(spec.services).size, spec.type).toBe(spec.services!.length);
    }
  });

  it('include the native widgets', () => {
    expect(declaring.map((spec) => spec.type)).toEqual(expect.arrayContaining(['ocr-upload', 'face-verify']));
  });
});
