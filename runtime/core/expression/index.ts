export { parseExpression, ExpressionError } from './parse';
export { evaluate, readProperty, type Scope } from './evaluate';
export { filters, type Filter } from './filters';
export { compileTemplate, renderTemplate, resolveValue, resolveCondition, hasExpression, type Template } from './template';
export { templateRefs, type ExpressionRefs } from './refs';
