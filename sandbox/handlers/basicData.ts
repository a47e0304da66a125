import { countryCodes, dictionaries, nationalities } from '../seed/dictionaries';
import { commonOccupationCodes, occupationByCode, occupationTree } from '../seed/occupations';
import type { Handlers } from './context';

export const basicData: Handlers = {
  countryCodes: () => countryCodes,
  nationalities: () => nationalities,
  conformity: (ctx) => dictionaries[ctx.query.type],
  occupationTree: () => occupationTree,
  occupationCommon: () => commonOccupationCodes.map(occupationByCode),
};
