import { withSuggestion } from '../core/registry/suggest';
import { parseLocated, type LocatedJson } from './locate';
import { appendPointer, prefixedBy, rebase, type Origin, type Place } from './origins';

/** A config file as read from disk: its path relative to the project root, and its text. */
export interface SourceFile { file: string; text: string }

export const FRAGMENTS_DIR = 'pages-config/fragments';
const PARAM_TYPES = ['string', 'number', 'boolean', 'object', 'array'] as const;
type ParamType = (typeof PARAM_TYPES)[number];
const PARAM_KEYS = ['label', 'type', 'enum', 'default', 'description'];
// title and purpose are the console palette's (npm run validate requires them, scripts/lib/palette-problems.ts).
const FRAGMENT_KEYS = ['$schema', 'title', 'purpose', 'description', 'params', 'page', 'body'];
/** What a fragment may add to the page that uses it: the state, drafts and data sources its body reads. */
const PAGE_PARTS = ['state', 'persist', 'data'] as const;
/** `[[name]]`: a fragment's parameter, replaced when a page is expanded (distinct from runtime `{{ }}`). */
const PARAM_REF = /\[\[\s*([A-Za-z_][\w]*)\s*\]\]/g;
const WHOLE_PARAM_REF = /^\[\[\s*([A-Za-z_][\w]*)\s*\]\]$/;

interface ParamSpec { label?: string; type?: ParamType; enum?: unknown[]; default?: unknown; description?: string }
interface Fragment { name: string; file: string; params: Record<string, ParamSpec>; page?: Record<string, unknown>; body: unknown }

/** Something wrong in a fragment file or in the way a page uses one. */
export interface FragmentIssue { place: Place; via: Place[]; message: string; at?: number; warning?: boolean }

/** The fragments under pages-config/fragments, by the name pages use ("fragments/tab-bar"). */
export interface FragmentLibrary {
  fragments: ReadonlyMap<string, Fragment>;
  /** Each fragment file parsed, to turn its pointers into line:column. */
  sources: ReadonlyMap<string, LocatedJson>;
  issues: FragmentIssue[];
}

/** A page with every fragment use replaced by the fragment's body, and where each part came from. */
export interface ExpandedPage {
  value: unknown;
  issues: FragmentIssue[];
  /** The fragments this page used (directly or through another fragment). */
  used: ReadonlySet<string>;
  /** The file and pointer a pointer of the expanded page was written at, and the uses it came through. */
  origin(pointer: string): Origin & { pointer: string };
}

export const fragmentName = (file: string) => file.replace(/^pages-config\//, '').replace(/\.json$/, '');

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
const isUse = (value: unknown): value is { use: unknown; with?: unknown } => isObject(value) && typeof value.use === 'string';

function checkParams(params: unknown, file: string, issues: FragmentIssue[]): Record<string, ParamSpec> {
  if (params === undefined) return {};
  if (!isObject(params)) {
    issues.push({ place: { file, pointer: '/params' }, via: [], message: '"params" must be an object: { "name": { "type": "string", "description": "…" } }' });
    return {};
  }
  for (const [name, spec] of Object.entries(params)) {
    const pointer = `/params/${name}`;
    if (!isObject(spec)) { issues.push({ place: { file, pointer }, via: [], message: `param "${name}" must be an object with a type and a description` }); continue; }
    for (const key of Object.keys(spec).filter((k) => !PARAM_KEYS.includes(k))) {
      issues.push({ place: { file, pointer: `${pointer}/${key}` }, via: [], message: withSuggestion(`param "${name}" has no setting "${key}" (it may have ${PARAM_KEYS.join(', ')})`, key, PARAM_KEYS) });
    }
    if (spec.type !== undefined && !PARAM_TYPES.includes(spec.type as ParamType)) {
      issues.push({ place: { file, pointer: `${pointer}/type` }, via: [], message: withSuggestion(`param type "${String(spec.type)}" is not one of ${PARAM_TYPES.join(', ')}`, String(spec.type), PARAM_TYPES) });
    }
  }
  return params as Record<string, ParamSpec>;
}

/** Every `[[name]]` in a fragment body must name a declared param; a declared param should be used. */
function checkParamRefs(fragment: Fragment, issues: FragmentIssue[]): void {
  const declared = Object.keys(fragment.params);
  const seen = new Set<string>();
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(PARAM_REF)) {
        seen.add(match[1]);
        if (!declared.includes(match[1])) {
          issues.push({ place: { file: fragment.file, pointer }, via: [], at: match.index, message: withSuggestion(`"[[${match[1]}]]" is not a param of ${fragment.name}: declare it under "params"`, match[1], declared) });
        }
      }
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${pointer}/${i}`));
    else if (isObject(value)) for (const [key, item] of Object.entries(value)) visit(item, appendPointer(pointer, key));
  };
  visit(fragment.body, '/body');
  if (fragment.page) visit(fragment.page, '/page');
  for (const name of declared.filter((n) => !seen.has(n))) {
    issues.push({ place: { file: fragment.file, pointer: `/params/${name}` }, via: [], warning: true, message: `param "${name}" is declared but the body never uses "[[${name}]]"` });
  }
}

export function loadFragments(files: readonly SourceFile[]): FragmentLibrary {
  const fragments = new Map<string, Fragment>();
  const sources = new Map<string, LocatedJson>();
  const issues: FragmentIssue[] = [];
  for (const { file, text } of files) {
    const json = parseLocated(text);
    sources.set(file, json);
    const at = (pointer: string, message: string) => issues.push({ place: { file, pointer }, via: [], message });
    if (json.syntaxErrors.length > 0) {
      const [first] = json.syntaxErrors;
      issues.push({ place: { file, pointer: '' }, via: [], message: `invalid JSON: ${first.message}`, at: first.offset });
      continue;
    }
    if (!isObject(json.value)) { at('', 'a fragment file is an object: { "description": "…", "params": { … }, "body": … }'); continue; }
    const value = json.value;
    for (const key of Object.keys(value).filter((k) => !FRAGMENT_KEYS.includes(k))) at(`/${key}`, withSuggestion(`a fragment file has no key "${key}" (it has title, purpose, description, params and body)`, key, FRAGMENT_KEYS));
    if (!('body' in value)) { at('', 'a fragment needs a "body": the node, nodes or value it stands for'); continue; }
    if (typeof value.description !== 'string') at('', 'a fragment needs a "description": what it is and when to use it');
    if (value.page !== undefined && (!isObject(value.page) || Object.keys(value.page).some((k) => !(PAGE_PARTS as readonly string[]).includes(k)))) {
      at('/page', `"page" holds what the fragment adds to the page that uses it: ${PAGE_PARTS.join(', ')}`);
    }
    const page = isObject(value.page) ? value.page : undefined;
    const fragment = { name: fragmentName(file), file, params: checkParams(value.params, file, issues), page, body: value.body };
    checkParamRefs(fragment, issues);
    fragments.set(fragment.name, fragment);
  }
  return { fragments, sources, issues };
}

interface Arg { value: unknown; origins: Origin[] }
interface Scope { file: string; via: Place[]; args?: ReadonlyMap<string, Arg>; stack: readonly string[] }
/** A use that can be expanded: the fragment's body in its own scope, and the keys the caller adds over it. */
interface Expansion { fragment: Fragment; body: unknown; scope: Scope; overrides: string[]; caller: { scope: Scope; src: string } }

function argMatches(spec: ParamSpec, value: unknown): string | undefined {
  // An expression is worked out at run time, whatever the param's type.
  if (typeof value === 'string' && value.includes('{{')) return undefined;
  if (spec.type && typeOf(value) !== spec.type) return `must be ${spec.type === 'array' || spec.type === 'object' ? 'an' : 'a'} ${spec.type}, not ${typeOf(value)}`;
  if (spec.enum && !spec.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))) return `must be one of ${spec.enum.map((o) => JSON.stringify(o)).join(', ')}`;
  return undefined;
}

/** Replaces every fragment use in a page, recording where each expanded part was written. */
export function expandPage(file: string, value: unknown, library: FragmentLibrary): ExpandedPage {
  const issues: FragmentIssue[] = [];
  const used = new Set<string>();
  const origins: Origin[] = [{ at: '', place: { file, pointer: '' }, via: [] }];
  /** The uses whose fragment adds to the page, in the order met. */
  const pageParts: Expansion[] = [];

  /** The fragment's body with its args bound, or undefined (the use is reported) when it cannot be used. */
  const resolve = (use: { use: unknown; with?: unknown }, src: string, scope: Scope): Expansion | undefined => {
    const report = (pointer: string, message: string) => { issues.push({ place: { file: scope.file, pointer }, via: scope.via, message }); return undefined; };
    const name = use.use as string;
    const fragment = library.fragments.get(name);
    if (!fragment) return report(`${src}/use`, withSuggestion(`unknown fragment "${name}" (fragments are files under ${FRAGMENTS_DIR})`, name, library.fragments.keys()));
    if (scope.stack.includes(name)) return report(`${src}/use`, `fragment "${name}" uses itself (${[...scope.stack, name].join(' → ')})`);
    used.add(name);
    const given = use.with === undefined ? {} : use.with;
    if (!isObject(given)) return report(`${src}/with`, '"with" must be an object of param values');
    const args = new Map<string, Arg>();
    let broken = false;
    for (const [key, raw] of Object.entries(given)) {
      const pointer = appendPointer(`${src}/with`, key);
      const spec = fragment.params[key];
      if (!spec) { broken = true; report(pointer, withSuggestion(`${name} has no param "${key}"${Object.keys(fragment.params).length ? ` (it has ${Object.keys(fragment.params).join(', ')})` : ''}`, key, Object.keys(fragment.params))); continue; }
      const argOrigins: Origin[] = [{ at: '', place: { file: scope.file, pointer }, via: scope.via }];
      const arg = { value: walk(raw, pointer, '', scope, argOrigins), origins: argOrigins };
      const mismatch = argMatches(spec, arg.value);
      if (mismatch) { broken = true; report(pointer, `${name}: "${key}" ${mismatch}`); continue; }
      args.set(key, arg);
    }
    for (const [key, spec] of Object.entries(fragment.params)) {
      if (args.has(key) || key in given) continue;
      if (spec.default === undefined) { broken = true; report(`${src}/with`, `${name} needs "${key}"${spec.description ? ` (${spec.description})` : ''}`); continue; }
      args.set(key, { value: spec.default, origins: [{ at: '', place: { file: fragment.file, pointer: `/params/${key}/default` }, via: [] }] });
    }
    // `locked` marks the use as written (the publishing service keeps it unchanged); the expanded page has no use for it.
    const overrides = Object.keys(use).filter((key) => key !== 'use' && key !== 'with' && key !== 'locked');
    if (overrides.length > 0 && !isObject(fragment.body)) {
      return report(`${src}/${overrides[0]}`, `${name} stands for ${typeOf(fragment.body) === 'array' ? 'a list' : 'a value'}, so "${overrides[0]}" cannot be added beside "use": pass it in "with"`);
    }
    if (broken) return undefined;
    const expansion: Expansion = { fragment, overrides, caller: { scope, src }, body: fragment.body, scope: { file: fragment.file, via: [...scope.via, { file: scope.file, pointer: src }], args, stack: [...scope.stack, name] } };
    if (fragment.page) pageParts.push(expansion);
    return expansion;
  };

  /** A list param written as an item of a list ("[[extraRows]]") is spliced into that list. */
  const wholeListArg = (text: string, scope: Scope) => {
    const whole = WHOLE_PARAM_REF.exec(text);
    const arg = whole ? scope.args?.get(whole[1]) : undefined;
    return arg && Array.isArray(arg.value) ? (arg as { value: unknown[]; origins: Origin[] }) : undefined;
  };
  const spliceArg = (arg: { value: unknown[]; origins: Origin[] }, out: string, result: unknown[], into: Origin[]) => {
    arg.value.forEach((part, k) => {
      const at = `${out}/${result.length}`;
      for (const origin of arg.origins) {
        if (origin.at === '') into.push({ ...origin, at, place: { ...origin.place, pointer: `${origin.place.pointer}/${k}` } });
        else if (origin.at === `/${k}` || origin.at.startsWith(`/${k}/`)) into.push({ ...origin, at: at + origin.at.slice(`/${k}`.length) });
      }
      result.push(structuredClone(part));
    });
  };

  const substitute = (text: string, src: string, out: string, scope: Scope, into: Origin[]): unknown => {
    if (!scope.args) return text;
    const whole = WHOLE_PARAM_REF.exec(text);
    if (whole) {
      const arg = scope.args.get(whole[1]);
      if (!arg) return text;
      into.push(...rebase(arg.origins, out));
      return structuredClone(arg.value);
    }
    if (!PARAM_REF.test(text)) return text;
    into.push({ at: out, place: { file: scope.file, pointer: src }, via: scope.via, inexact: true });
    return text.replace(PARAM_REF, (ref, name: string) => {
      const arg = scope.args!.get(name);
      if (!arg) return ref;
      if (isObject(arg.value) || Array.isArray(arg.value)) {
        issues.push({ place: { file: scope.file, pointer: src }, via: scope.via, message: `"[[${name}]]" is ${typeOf(arg.value) === 'array' ? 'an array' : 'an object'}: use it as a whole value, not inside a text` });
        return ref;
      }
      return String(arg.value);
    });
  };

  /** Expands `value` (at `src` of the scope's file) placed at `out` of the result; origins go to `into`. */
  function walk(value: unknown, src: string, out: string, scope: Scope, into: Origin[]): unknown {
    if (typeof value === 'string') return substitute(value, src, out, scope, into);
    if (Array.isArray(value)) {
      const result: unknown[] = [];
      value.forEach((item, i) => {
        const itemSrc = `${src}/${i}`;
        const listArg = typeof item === 'string' ? wholeListArg(item, scope) : undefined;
        if (listArg) {
          spliceArg(listArg, out, result, into);
          return;
        }
        const expansion = isUse(item) ? resolve(item, itemSrc, scope) : undefined;
        if (isUse(item) && !expansion) return;
        if (expansion && Array.isArray(expansion.body)) {
          expansion.body.forEach((part, k) => {
            const at = `${out}/${result.length}`;
            into.push({ at, place: { file: expansion.fragment.file, pointer: `/body/${k}` }, via: expansion.scope.via });
            result.push(walk(part, `/body/${k}`, at, expansion.scope, into));
          });
          return;
        }
        const at = `${out}/${result.length}`;
        // Once a fragment has added items, later items sit at other indexes than in their file.
        if (result.length !== i) into.push({ at, place: { file: scope.file, pointer: itemSrc }, via: scope.via });
        result.push(expansion ? walkUse(expansion, item as Record<string, unknown>, at, into) : walk(item, itemSrc, at, scope, into));
      });
      return result;
    }
    if (isObject(value)) {
      if (isUse(value)) {
        const expansion = resolve(value, src, scope);
        return expansion ? walkUse(expansion, value, out, into) : null;
      }
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, appendPointer(src, key), appendPointer(out, key), scope, into)]));
    }
    return value;
  }

  /**
   * Adds what the used fragments need to the page: each state key and data source the page does not
   * define itself (the page's own wins), and each draft key to `persist`.
   */
  function addPageParts(page: Record<string, unknown>): void {
    for (const { fragment, scope } of pageParts) {
      const parts = fragment.page!;
      for (const part of ['state', 'data'] as const) {
        if (!isObject(parts[part])) continue;
        const own = isObject(page[part]) ? page[part] as Record<string, unknown> : {};
        for (const [key, item] of Object.entries(parts[part] as Record<string, unknown>)) {
          if (key in own) continue;
          const at = appendPointer(`/${part}`, key);
          origins.push({ at, place: { file: fragment.file, pointer: appendPointer(`/page/${part}`, key) }, via: scope.via });
          own[key] = walk(item, appendPointer(`/page/${part}`, key), at, scope, origins);
        }
        page[part] = own;
      }
      if (Array.isArray(parts.persist)) {
        const persist = Array.isArray(page.persist) ? page.persist as unknown[] : [];
        for (const key of parts.persist) if (!persist.includes(key)) persist.push(key);
        page.persist = persist;
      }
    }
  }

  /** The fragment's body, with the keys written beside "use" added over it (they belong to the caller). */
  function walkUse(expansion: Expansion, use: Record<string, unknown>, out: string, into: Origin[]): unknown {
    into.push({ at: out, place: { file: expansion.fragment.file, pointer: '/body' }, via: expansion.scope.via });
    const body = walk(expansion.body, '/body', out, expansion.scope, into);
    if (expansion.overrides.length === 0) return body;
    const { scope, src } = expansion.caller;
    const added = expansion.overrides.map((key) => {
      const at = appendPointer(out, key);
      into.push({ at, place: { file: scope.file, pointer: appendPointer(src, key) }, via: scope.via });
      return [key, walk(use[key], appendPointer(src, key), at, scope, into)];
    });
    return { ...(body as Record<string, unknown>), ...Object.fromEntries(added) };
  }

  const expanded = walk(value, '', '', { file, via: [], stack: [] }, origins);
  if (isObject(expanded)) addPageParts(expanded);
  return {
    value: expanded,
    issues,
    used,
    origin(pointer) {
      // The latest recorded origin wins among equally long prefixes: it was recorded deeper in the walk.
      let best = origins[0];
      for (const origin of origins) if (prefixedBy(pointer, origin.at) && origin.at.length >= best.at.length) best = origin;
      const rest = pointer.slice(best.at.length);
      return { ...best, pointer: best.place.pointer + rest, inexact: best.inexact && rest === '' };
    },
  };
}
