export { parseExpression, ExpressionError } from './parse';
export { evaluate, readProperty, type Scope } from './evaluate';
export { builtinFilters, type Filter, type FilterLookup, type FilterSpec } from './filters';
export { compileTemplate, renderTemplate, resolveValue, resolveCondition, hasExpression, type Template } from './template';
export { pathsReadIn, templateRefs, type ExpressionRefs } from './refs';
