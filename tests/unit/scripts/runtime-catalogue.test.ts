// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runtimeCatalogue } from '../../../scripts/vite-plugin-services';

// What the browser learns of the catalogue: enough to call an endpoint and to know how long its answer stays fresh.
describe('the catalogue the browser gets', () => {
  it('says how long reference data stays fresh, and nothing for answers asked again on every view', () => {
    const { endpoints } = runtimeCatalogue();
    expect(endpoints['basicData.occupationTree']).toMatchObject({ method: 'GET', fresh: 3600 });
    expect(endpoints['face.policyList'].fresh).toBeUndefined();
    expect(JSON.stringify(endpoints['basicData.occupationTree'])).not.toContain('response');
  });
});
