import { ErrorSchemaBuilder, type ErrorSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { idCardFacts, isValidIdCard } from '../../runtime/core/checks/id-card';
import { titleParts } from './messages';
import { hasValue, treeLeaves } from './option-tree';
import { pageOptionsOf } from './page-options';

type FormData = Record<string, unknown>;
type AddError = (field: string, message: string) => void;

/**
 * A date field's limits (`ui:dateLimits`): not after today, and not before a date the chosen option of
 * another field carries (the insured person's `coveredSince`, named 保单生效日 in the message).
 */
interface DateLimits {
  notAfterToday?: boolean;
  notBefore?: { field: string; key: string; name: string };
}

/**
 * The form's mainland ID number (root `ui:idCard`): the fields it fills and checks, and the certificate
 * type that makes the number a mainland resident ID.
 */
interface IdCardRule {
  number: string;
  birthday: string;
  sex: string;
  when?: { field: string; value: string };
}

/** Today on the customer's phone, yyyy-MM-dd. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

const nameOf = (schema: RJSFSchema, ui: UiSchema | undefined, field: string) =>
  titleParts(String(ui?.['ui:title'] ?? (schema.properties?.[field] as RJSFSchema | undefined)?.title ?? '此项')).name;

/** The value of `key` on the option chosen in `field`, among the choices the page gave it. */
function chosenOptionValue(uiSchema: UiSchema, formData: FormData, field: string, key: string): unknown {
  const options = pageOptionsOf({ pageOptions: (uiSchema[field] as UiSchema | undefined)?.['ui:pageOptions'] });
  return options && treeLeaves(options.items).find(({ node }) => hasValue(node, formData[field]))?.node[key];
}

function checkDates(schema: RJSFSchema, uiSchema: UiSchema, formData: FormData, addError: AddError) {
  for (const [field, ui] of Object.entries(uiSchema)) {
    const limits = (ui as UiSchema | undefined)?.['ui:dateLimits'] as DateLimits | undefined;
    const value = formData[field];
    if (!limits || typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) continue;
    const name = nameOf(schema, ui as UiSchema, field);
    const since = limits.notBefore && chosenOptionValue(uiSchema, formData, limits.notBefore.field, limits.notBefore.key);
    if (limits.notAfterToday && value > today()) addError(field, `${name}不能晚于今天`);
    else if (typeof since === 'string' && value < since) addError(field, `${name}不能早于${limits.notBefore!.name} ${since}`);
  }
}

const idCardRule = (uiSchema: UiSchema) => uiSchema['ui:idCard'] as IdCardRule | undefined;

/** The ID number of the form data when the rule applies to it (a mainland ID is chosen, or no type is asked). */
function mainlandNumber(rule: IdCardRule, formData: FormData): string | undefined {
  const number = formData[rule.number];
  if (typeof number !== 'string' || (rule.when && formData[rule.when.field] !== rule.when.value)) return undefined;
  return number.toUpperCase();
}

function checkIdCard(schema: RJSFSchema, uiSchema: UiSchema, formData: FormData, addError: AddError) {
  const rule = idCardRule(uiSchema);
  const number = rule && mainlandNumber(rule, formData);
  if (!rule || !number || !/^\d{17}[\dX]$/.test(number)) return;
  if (!isValidIdCard(number)) {
    addError(rule.number, '请输入正确的居民身份证号码');
    return;
  }
  const facts = idCardFacts(number);
  if (formData[rule.birthday] !== undefined && formData[rule.birthday] !== facts.birthday) {
    addError(rule.birthday, `${nameOf(schema, uiSchema[rule.birthday] as UiSchema, rule.birthday)}与证件号码不一致`);
  }
  if (formData[rule.sex] !== undefined && String(formData[rule.sex]) !== facts.sex) {
    addError(rule.sex, `${nameOf(schema, uiSchema[rule.sex] as UiSchema, rule.sex)}与证件号码不一致`);
  }
}

/**
 * The errors of what is typed, shown as it is typed (rjsf `extraErrors`, which also block the submit):
 * a date outside its limits, a mainland ID number with a wrong check digit or that disagrees with the
 * birth date and sex. Other rules wait for the first submit, so an empty form is not already red.
 */
export function typedErrors(schema: RJSFSchema, uiSchema: UiSchema, formData: FormData): ErrorSchema | undefined {
  const builder = new ErrorSchemaBuilder();
  let found = false;
  const addError: AddError = (field, message) => {
    builder.addErrors(message, field);
    found = true;
  };
  checkDates(schema, uiSchema, formData, addError);
  checkIdCard(schema, uiSchema, formData, addError);
  return found ? builder.ErrorSchema : undefined;
}

/**
 * The form data after an edit: a valid mainland ID number just typed fills in the birth date and sex it
 * encodes (the customer may still change them, and is then told they disagree).
 */
export function fillFromIdCard(uiSchema: UiSchema, previous: FormData, next: FormData): FormData {
  const rule = idCardRule(uiSchema);
  const number = rule && mainlandNumber(rule, next);
  if (!rule || !number || number === mainlandNumber(rule, previous) || !isValidIdCard(number)) return next;
  const { birthday, sex } = idCardFacts(number);
  return { ...next, [rule.birthday]: birthday, [rule.sex]: sex };
}
