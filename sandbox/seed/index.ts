import type { SandboxState } from '../model';
import { customers } from './customers';
import { bankAccounts, familyMembers } from './family';
import { continuations, insuranceOrders, payOrders, policies, survivalCertifications, survivalFunds } from './policies';
import { claims, files, stagings } from './claims';
import { claimHistory } from './claim-history';
import { endorsements, preUnderwriting } from './business';
import { leads } from './products';

/**
 * A fresh copy of the seeded state: the demo customer and everything that belongs to them. Cloned, so no two
 * worlds share an object the seeds share (the policies' one contact), and a change in one never leaks to another.
 */
export function seedState(): SandboxState {
  const history = claimHistory();
  return structuredClone({
    sequence: 1000,
    customers: customers(),
    sessions: {},
    policies: policies(),
    bankAccounts: bankAccounts(),
    familyMembers: familyMembers(),
    files: [...files(), ...history.files],
    claims: [...claims(), ...history.claims],
    stagings: stagings(),
    survivalFunds: survivalFunds(),
    survivalCertifications: survivalCertifications(),
    endorsements: endorsements(),
    continuations: continuations(),
    payOrders: payOrders(),
    preUnderwriting: preUnderwriting(),
    insuranceOrders: insuranceOrders(),
    faceTokens: { 'BIZ-DEMO-0001': { customerId: 'C100001', passed: true } },
    documentTickets: {},
    surveys: {},
    fraudAcknowledged: [],
    welfareOrders: [],
    leads: leads(),
    analytics: [],
  });
}
