// Who a customer's family member can be (docs/product.md, Business rules, Family): one spouse, and an age
// that fits the relation. Relations are coded as in the `relation` dictionary (seed/dictionaries.ts).
import type { Customer, FamilyMember } from '../model';
import { ageOn, today } from '../format';

export const SPOUSE = '01';
export const CHILD = '02';
export const PARENT = '03';

/** China's legal marriage age (Civil Code art. 1047), by sex: 22 for a man, 20 for a woman. */
const MARRIAGE_AGE: Record<FamilyMember['sex'], number> = { '1': 22, '2': 20 };

/** The facts the rules read of a family member, as they would be after the add or the change. */
export type Candidate = Pick<FamilyMember, 'relation' | 'sex' | 'birthday'>;

/**
 * Why the customer cannot have `candidate` in their family, in the words the customer is told, or null
 * when they can. `others` are the customer's other family members (not the one being changed). Ages
 * relative to the customer are judged by birthday, and only when the customer's birthday is known.
 */
export function familyRefusal(customer: Customer, others: readonly FamilyMember[], candidate: Candidate, day = today()): string | null {
  switch (candidate.relation) {
    case SPOUSE: {
      if (others.some((member) => member.relation === SPOUSE)) return '您已添加配偶，每位客户只能添加一位配偶';
      const age = MARRIAGE_AGE[candidate.sex];
      return ageOn(candidate.birthday, day) < age ? `配偶须已达法定婚龄（${candidate.sex === '1' ? '男' : '女'}方年满 ${age} 周岁）` : null;
    }
    case CHILD:
      return customer.birthday && candidate.birthday <= customer.birthday ? '子女的年龄应小于您的年龄' : null;
    case PARENT:
      return customer.birthday && candidate.birthday >= customer.birthday ? '父母的年龄应大于您的年龄' : null;
    default:
      return null;
  }
}
