export { parseExpression, ExpressionError } from './parse';
export { evaluate, readProperty, type Scope } from './evaluate';
export { builtinFilters } from './filters';
export type { Filter, FilterDoc, FilterLookup, FilterSpec } from './filter-spec';
export { compileTemplate, renderTemplate, resolveValue, resolveCondition, hasExpression, type Template } from './template';
export { resolveAt, conditionAt } from './placed';
export { watchExpressions, type ExpressionProblem, type ExpressionProblemKind, type ExpressionSink } from './diagnostics';
export { pathsReadIn, templateRefs, type ExpressionRefs } from './refs';
