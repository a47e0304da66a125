// The sandbox's mutable data. Reference data that never changes (occupations, news, hospitals…) lives in
// seed/ and is read directly by the handlers; everything here is reset by POST /official-api/__sandbox/reset.

export interface Customer {
  id: string;
  umUserId: string;
  phone: string;
  countryCode: string;
  /** null: no password set yet (the login page sends the user to settings-password). */
  password: string | null;
  realName: string;
  sex: '1' | '2' | '';
  birthday: string;
  cardType: string;
  certificateNo: string;
  nationalityCode: string;
  email: string;
  address: string;
  /** Contact phone for service messages and postal code, when the customer left them. */
  contactPhone?: string;
  postalCode?: string;
  occupationCode: string;
  openId: string;
  unionId: string;
  authenticatedAt: string | null;
  levelCode: string;
  registeredAt: string;
  /** The register of the customer's consents, about the customer and the family (sandbox/rules/consent.ts). */
  consents: Consent[];
  /** The family risk assessment's answers; the report (score, level) is derived from them (views/risk.ts). */
  riskAssessment: { evaluatedAt: string; annualIncome: number; liabilities: number } | null;
  beans: BeanAccount;
}

/** What a consent allows (docs/product.md, Consent): a partner's service, medical-insurance data for claims, health information, marketing. */
export type ConsentKind = 'thirdParty' | 'medicalInsurance' | 'health' | 'marketing';
export type ConsentStatus = 'given' | 'revoked' | 'expired';

/** One consent of the register: a person's data handed to a receiver for a purpose, from when it was given until it ends. */
export interface Consent {
  consentId: string;
  kind: ConsentKind;
  /** What it was asked under: a third-party service (TP_HEALTH_JKX) or an authorisation of the privacy settings (PRIVACY_HEALTH). */
  subject: string;
  /** The company the data goes to. */
  receiver: string;
  data: string[];
  /** Whom the data is about: 'SELF' (the customer) or a family member's id. */
  personId: string;
  personName: string;
  purpose: string;
  givenAt: string;
  /** null: until revoked. */
  expiresAt: string | null;
  status: ConsentStatus;
  /** When it was revoked or expired; null while given. */
  endedAt: string | null;
}

export interface BeanAccount {
  balance: number;
  expiringAmount: number;
  expiringDate: string | null;
  signedOn: string | null;
  continuousSignDays: number;
  tasks: Array<{ taskCode: string; name: string; description: string; reward: number; status: 'todo' | 'done' | 'collected'; link: string | null }>;
  history: Array<{ id: string; title: string; amount: number; time: string }>;
}

export interface Policy {
  policyNo: string;
  customerId: string;
  productCode: string;
  productName: string;
  applicantName: string;
  insuredName: string;
  insuredCustomerNo: string;
  effectiveDate: string;
  expiryDate: string;
  premium: number;
  payFrequencyName: string;
  payPeriod: string;
  /** The due date of the first premium not yet paid (null: all paid): with the dates, what the status follows (rules/policy-status). */
  nextPayDate: string | null;
  sumInsured: number;
  /** The premium at the standard occupation class: what occupation loading applies to. */
  standPrem: number;
  cashValue: number;
  coverages: Coverage[];
  /** The death beneficiaries named; none named: 法定继承人 (views/policy deathBeneficiaries). */
  beneficiaries: Array<{ name: string; relationName: string; ratio: number }>;
  bankAccountId: string | null;
  annuity: { startAge: number; amount: number; frequencyName: string; allowedStartAges: number[]; maxAmount: number } | null;
  contact: { phone: string; email: string; address: string };
}

/** A duty of the policy. An annuity duty has no amount of its own: it pays what the policy's annuity terms say (views/policy coveragesOf). */
export type Coverage =
  | { name: string; amount: number; period: string; category: 'illness' | 'medical' | 'accident' | 'life' }
  | { name: string; period: string; category: 'annuity' };

export interface BankAccount {
  id: string;
  customerId: string;
  bankCode: string;
  cardNo: string;
  accountName: string;
  phone: string;
  isDefault: boolean;
  /** What the customer chose the card for; 续期扣款 is read off the policies it pays (views/family policiesPaidBy). */
  usages: Array<'survival' | 'claim'>;
}

export interface FamilyMember {
  memberId: string;
  customerId: string;
  /** Customer number of the member when the insurer knows them (insured of a policy). */
  custNo: string | null;
  relation: string;
  name: string;
  sex: '1' | '2';
  birthday: string;
  certType: string;
  certNo: string;
  phone: string | null;
  occupationCode: string;
  riskAssessment: { annualIncome: number; liabilities: number; socialSecurity: boolean; assessedAt: string } | null;
}

export interface StoredFile { fileId: string; customerId: string; url: string; fileType: string; bizCode: string; uploadedAt: string }

export interface Claim {
  claimId: string;
  claimNo: string;
  customerId: string;
  /** The insured person's customer number: whose consent its health materials need. */
  insuredCustomerNo: string;
  insuredName: string;
  claimType: string;
  accidentDate: string;
  applyDate: string;
  status: 'reviewing' | 'supplement' | 'paid' | 'rejected' | 'cancelled';
  claimAmount: number | null;
  paidAmount: number | null;
  materials: Array<{ materialType: string; fileIds: string[] }>;
  progress: Array<{ time: string; node: string; description: string }>;
  issues: Array<{ issueId: string; title: string; description: string; materialType: string; deadline: string; resolved: boolean }>;
  bankAccountId: string | null;
  conclusion: string | null;
}

export interface Staging {
  id: string;
  customerId: string;
  insuredCustomerNo: string;
  insuredName: string;
  claimType: string;
  accidentDate: string;
  accidentReason: string | null;
  description: string | null;
  hospitalCode: string | null;
  images: Array<{ fileId: string; materialType: string }>;
  bankAccountId: string | null;
  authorized: boolean;
  /** A small-amount quick claim: fewer materials, the invoice amount stated up front. */
  fast: boolean;
  invoiceAmount: number | null;
  signatureFileId: string | null;
  updatedAt: string;
  /** Set when the draft became a claim: a second submission is refused instead of filing it twice. */
  submittedClaimId: string | null;
}

export interface SurvivalFund {
  id: string;
  policyNo: string;
  amount: number;
  dueDate: string;
  status: 'toReceive' | 'applied' | 'received';
  receiveMode: 'bank' | 'deduct' | 'accumulate' | null;
  bankAccountId: string | null;
  verified: boolean;
  applyNo: string | null;
  applyDate: string | null;
  /** When the money reached the account (bank: the expected day until then), or the day it was deducted or accumulated. */
  receivedDate: string | null;
}

export interface SurvivalCertification { policyNo: string; survivalState: 0 | 1; deadline: string; lastCertifiedAt: string | null }

export type EndorsementType = 'occupation' | 'am' | 'gb' | 're';
export interface Endorsement {
  businessNo: string;
  customerId: string;
  type: EndorsementType;
  /**
   * awaitingPayment: confirmed, and takes effect once what it costs is paid (a reinstatement's arrears);
   * withdrawn: left unfinished when another application of the same policy did what it asked.
   */
  status: 'draft' | 'processing' | 'awaitingPayment' | 'accepted' | 'success' | 'failed' | 'withdrawn';
  /** 0 done, 1 manual review, 2 refused, 3 confirmed and awaiting payment, 4 accepted out of hours (accepted: takes effect on effectiveDate). */
  result: '0' | '1' | '2' | '3' | '4' | null;
  /** The day a change that succeeded took or takes effect; null until then. */
  effectiveDate: string | null;
  applyDate: string;
  policyNos: string[];
  items: Array<{ label: string; before: string; after: string }>;
  progress: Array<{ time: string; description: string }>;
  /** What confirming applies: the new values, by field. */
  changes: Record<string, string | number>;
  imageCount: number;
  /** A reinstatement's insured face check the server saw pass (rules/steps.ts): whom it verified and the token it spent. */
  insuredVerified?: { insuredCustomerNo: string; bizToken: string; at: string };
}

export interface Continuation {
  id: string;
  customerId: string;
  policyNo: string;
  productName: string;
  insuredName: string;
  expiryDate: string;
  premium: number;
  status: 'pending' | 'completed';
  newPolicyNo: string | null;
}
export interface PayOrder {
  orderId: string; customerId: string; policyNo: string; amount: number; createdAt: string; paidAt: string | null;
  /** unpaid: at the cashier, the payer has not chosen yet; processing: paid at the cashier, the bank has not confirmed. */
  status: 'unpaid' | 'processing' | 'success' | 'failed' | 'cancelled';
  /** The due dates of the premiums a settled renewal or reinstatement order paid (payment records show them as paid online). */
  periods?: string[];
  /**
   * What the order pays for: a renewal premium of the policy, the arrears and interest of a reinstatement application,
   * the premium of a one-year policy's next term (a continuation, which issues a new policy), or an application's
   * first premium (its policy number reserved at underwriting; issue.ts).
   */
  pays: { kind: 'renewal' } | { kind: 'reinstatement'; businessNo: string } | { kind: 'continuation'; continuationId: string } | { kind: 'firstPremium'; orderNo: string };
  /** What is paid (a premium's policy and due date, a reinstatement's application): one payable order per key, so a repeat never charges twice. */
  idempotencyKey: string;
  /** How the payer chose to pay: a bound card's id, or WeChat Pay. */
  method: { kind: 'card'; bankAccountId: string } | { kind: 'wechat' };
  /** The in-app page the cashier returns to, with the order id. */
  returnUrl: string;
  /** The sandbox bank on a processing order: asked at the first result read, it settles the order at the next; 'silent' never answers. */
  bank?: 'unasked' | 'asked' | 'silent';
}
export interface PreUnderwriting {
  recordId: string;
  customerId: string;
  questionnaireCode: string;
  /** Whom it assesses: 'SELF' (the customer) or a family member's id; insuredName is their name. */
  personId: string;
  insuredName: string;
  createTime: string;
  conclusion: 'standard' | 'extra' | 'exclusion' | 'postpone' | 'decline' | null;
  answers: Array<{ code: string; value: string }>;
}
/** Whom a policy insures: the customer ('SELF') or one of the family, with what the rules read of them. */
export interface Insured { personId: string; name: string; relation: string; sex: string; birthday: string; occupationCode: string }

/** The plan the customer chooses on the quote page, from the product's options. */
export interface Plan { sumInsured: number; coverPeriod: string; payPeriod: string; payMode: '年交' | '月交' }

/** An application (投保单): its insured, the plan and premium quoted, the documents read and signed, and its status (rules/lifecycles insuranceOrderLifecycle). */
export interface InsuranceOrder {
  orderNo: string;
  customerId: string;
  productId: string;
  status: 'draft' | 'quoted' | 'confirmed' | 'awaitingPayment' | 'issued' | 'declined' | 'postponed' | 'cancelled';
  insured: Insured;
  /** The pre-underwriting report it comes from: its person is the insured, its conclusion decides the terms. */
  recordId: string | null;
  plan: Plan;
  /** The first premium of the plan quoted (per pay mode), loading included. */
  premium: number;
  createdAt: string;
  /** When each document (clauses, notice, exclusions) was opened, by its code. */
  documentsReadAt: Record<string, string>;
  /** When the customer confirmed the application and signed it, having read every document. */
  confirmedAt: string | null;
  fileIds: string[];
  submittedAt: string | null;
  /** Reserved when underwriting accepts it; the policy's number once issued. */
  policyNo: string | null;
  /** Why underwriting declined or postponed it, or why it was cancelled. */
  reason: string | null;
  /** The sales channel it is credited to (推广渠道): a known code the customer came by, else none. */
  cpsCode: string | null;
}
/** A campaign lead: a visitor's request to be contacted, with the sales channel they came by. */
export interface Lead {
  leadNo: string;
  activityCode: string;
  name: string;
  phone: string;
  productId: string | null;
  cpsCode: string | null;
  pageCode: string | null;
  customerId: string | null;
  submittedAt: string;
  /** The one result token leadSubmit answered to the browser that left the lead: with it (or as its customer) the result is read. */
  resultToken?: string;
}
export interface AnalyticsEvent { receivedAt: string; [field: string]: unknown }

export interface SandboxState {
  sequence: number;
  customers: Customer[];
  /** Access token → session. */
  sessions: Record<string, { customerId: string; issuedAt: string }>;
  policies: Policy[];
  bankAccounts: BankAccount[];
  familyMembers: FamilyMember[];
  files: StoredFile[];
  claims: Claim[];
  stagings: Staging[];
  survivalFunds: SurvivalFund[];
  survivalCertifications: SurvivalCertification[];
  endorsements: Endorsement[];
  continuations: Continuation[];
  payOrders: PayOrder[];
  preUnderwriting: PreUnderwriting[];
  insuranceOrders: InsuranceOrder[];
  /**
   * Live-body verification token → customer id, outcome, the business type it was started for and, once a step
   * accepted it, what it proved (a token proves one thing once).
   */
  faceTokens: Record<string, { customerId: string; passed: boolean; businessType?: string; usedFor?: string }>;
  /** A partner's one-time sign-on codes (rules/partner-codes.ts); absent in a world saved before they existed. */
  partnerCodes?: Record<string, { partner: string; customerId: string; expiresAt: number; redeemed: boolean }>;
  /** One-time-issued links to a customer's e-policy document: ticket → customer and policy. */
  documentTickets: Record<string, { customerId: string; policyNo: string }>;
  /** "customerId:surveyCode" → completion time. */
  surveys: Record<string, string>;
  /** "customerId:businessType" of acknowledged fraud reminders. */
  fraudAcknowledged: string[];
  /** Family welfare plan enrolments: the plan year and its cover (rules/welfare.ts). */
  welfareOrders: Array<{ orderNo: string; customerId: string; planCode: string; memberIds: string[]; amount: number; year: string; startDate: string; endDate: string }>;
  leads: Lead[];
  analytics: AnalyticsEvent[];
}
