import { countryCodes, dictionaries, nationalities } from '../seed/dictionaries';
import { commonOccupationCodes, occupationByCode, occupationTree } from '../seed/occupations';
import { regionTree } from '../seed/regions';
import type { Handlers } from './context';

export const basicData: Handlers = {
  countryCodes: () => countryCodes,
  nationalities: () => nationalities,
  conformity: (ctx) => dictionaries[ctx.query.type],
  regionTree: () => regionTree,
  occupationTree: () => occupationTree,
  occupationCommon: () => commonOccupationCodes.map(occupationByCode),
};
