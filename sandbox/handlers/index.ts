import type { Handlers } from './context';
import { agentSales } from './agentSales';
import { analytics } from './analytics';
import { basicData } from './basicData';
import { customerBaobei } from './customerBaobei';
import { customerCenter } from './customerCenter';
import { face } from './face';
import { healthService } from './healthService';
import { platformCenter } from './platformCenter';
import { userCenter } from './userCenter';
import { wechat } from './wechat';

/** Handlers by family, then by endpoint name: the handler of "face.newsList" is handlers.face.newsList. */
export const handlers: Record<string, Handlers> = {
  agentSales, analytics, basicData, customerBaobei, customerCenter, face, healthService, platformCenter, userCenter, wechat,
};
