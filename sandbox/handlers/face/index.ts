import type { Handlers } from '../context';
import { beanHandlers } from './beans';
import { campaignHandlers } from './campaigns';
import { claimHandlers } from './claims';
import { contentHandlers } from './content';
import { continuationHandlers } from './continuation';
import { endorseHandlers } from './endorse';
import { fileHandlers } from './files';
import { insuranceHandlers } from './insurance';
import { outcomeHandlers } from './outcome';
import { policyHandlers } from './policy';
import { preservationHandlers } from './preservation';
import { reinstatementHandlers } from './reinstatement';
import { riskHandlers } from './risk';
import { survivalHandlers } from './survival';
import { userHandlers } from './user';
import { vipHandlers } from './vip';
import { welfareHandlers } from './welfare';

/** The legacy face service, one module per group of its endpoints (docs/product.md, Services). */
export const face: Handlers = {
  ...userHandlers, ...fileHandlers, ...policyHandlers, ...continuationHandlers, ...survivalHandlers, ...claimHandlers, ...endorseHandlers, ...reinstatementHandlers, ...preservationHandlers,
  ...vipHandlers, ...beanHandlers, ...contentHandlers, ...insuranceHandlers, ...welfareHandlers, ...riskHandlers, ...campaignHandlers, ...outcomeHandlers,
};
