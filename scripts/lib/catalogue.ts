import Ajv from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { checkRequestFields } from '../../runtime/config/check-request-fields';
import { pathParams } from '../../runtime/config/endpoint-params';
import { parseLocated } from '../../runtime/config/locate';
import { describeSchemaErrors } from '../../runtime/config/schema-errors';
import { sortProblems, type Problem } from '../../runtime/config/problems';
import { withSuggestion } from '../../runtime/core/registry/suggest';
import { readSchema } from './schemas';
import type { Catalogue, Endpoint, FamilyConfig } from '../../runtime/config/catalogue-types';

const projectRoot = resolve(import.meta.dirname, '../..');

export { pathParams, requiredParams } from '../../runtime/config/endpoint-params';

export type { Auth, Catalogue, Endpoint, EndpointConfig, FamilyConfig, JsonSchema } from '../../runtime/config/catalogue-types';

/** The sandbox defaults of the base paths (.env), keyed by variable name. */
export function readBaseEnv(root = projectRoot): Record<string, string> {
  const file = join(root, '.env');
  return existsSync(file) ? (parseEnv(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

function familyProblems(config: FamilyConfig, file: string, env: Record<string, string>): Array<{ pointer: string; message: string }> {
  const issues: Array<{ pointer: string; message: string }> = [];
  const expected = file.replace(/^.*\//, '').replace(/\.json$/, '');
  if (config.family !== expected) issues.push({ pointer: '/family', message: `family "${config.family}" must match the file name "${expected}"` });
  if (!env[config.baseEnv]) issues.push({ pointer: '/baseEnv', message: `${config.baseEnv} is not set in .env (the sandbox base path)` });
  const routes = new Map<string, string>();
  for (const [name, endpoint] of Object.entries(config.endpoints)) {
    const declared = Object.keys(endpoint.params?.properties ?? {});
    const required: string[] = endpoint.params?.required ?? [];
    for (const param of pathParams(endpoint.path)) {
      if (!declared.includes(param) || !required.includes(param)) {
        issues.push({ pointer: `/endpoints/${name}/path`, message: `path param "${param}" must be a required property of params` });
      }
    }
    const route = `${endpoint.method} ${endpoint.path.replace(/\{\w+\}/g, '{}')}`;
    const owner = routes.get(route);
    if (owner) issues.push({ pointer: `/endpoints/${name}/path`, message: `${route} is already served by "${owner}"` });
    else routes.set(route, name);
  }
  return issues;
}

/** Reads and checks every catalogue file; problems name file, line:column and JSON pointer. */
export function loadCatalogue(root = projectRoot): { catalogue: Catalogue; problems: Problem[] } {
  const dir = join(root, 'pages-config/services');
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false });
  const validate = ajv.compile(readSchema('service-catalogue'));
  const env = readBaseEnv(root);
  const catalogue: Catalogue = { families: [], endpoints: new Map() };
  const problems: Problem[] = [];
  const names = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')).sort() : [];
  const reporters = new Map<string, (pointer: string, message: string) => void>();
  for (const name of names) {
    const file = relative(root, join(dir, name));
    const json = parseLocated(readFileSync(join(dir, name), 'utf8'));
    const report = (pointer: string, message: string, atKey = false) => problems.push({ file, ...json.locate(pointer, atKey), pointer, message });
    if (json.syntaxErrors.length > 0) {
      problems.push({ file, ...json.position(json.syntaxErrors[0].offset), pointer: '', message: `invalid JSON: ${json.syntaxErrors[0].message}` });
      continue;
    }
    if (!validate(json.value)) {
      for (const issue of describeSchemaErrors(validate.errors ?? [], () => [])) report(issue.pointer, issue.message, issue.atKey);
      continue;
    }
    const config = json.value as unknown as FamilyConfig;
    reporters.set(config.family, report);
    for (const issue of [...familyProblems(config, file, env), ...checkRequestFields(config)]) report(issue.pointer, issue.message);
    catalogue.families.push(config);
    for (const [endpointName, endpoint] of Object.entries(config.endpoints)) {
      const id = `${config.family}.${endpointName}`;
      catalogue.endpoints.set(id, {
        ...endpoint, id, family: config.family, name: endpointName, auth: endpoint.auth ?? config.auth,
        envelope: config.envelope, baseEnv: config.baseEnv, definitions: config.definitions ?? {},
      });
    }
  }
  checkChanges(catalogue, (endpoint, pointer, message) => reporters.get(endpoint.family)?.(`/endpoints/${endpoint.name}/changes${pointer}`, message));
  return { catalogue, problems: sortProblems(problems) };
}

/** Every service an endpoint `changes` is one of the catalogue's (across families, hence after reading them all). */
function checkChanges(catalogue: Catalogue, report: (endpoint: Endpoint, pointer: string, message: string) => void): void {
  const ids = [...catalogue.endpoints.keys()];
  for (const endpoint of catalogue.endpoints.values()) {
    (endpoint.changes ?? []).forEach((id, index) => {
      if (!catalogue.endpoints.has(id)) report(endpoint, `/${index}`, withSuggestion(`unknown service "${id}"`, id, ids));
    });
  }
}

/** The catalogue for reference checks (files with problems are left out; `npm run validate` reports them). */
export function serviceCatalogue(root = projectRoot): Catalogue {
  return loadCatalogue(root).catalogue;
}
