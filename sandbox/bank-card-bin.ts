// The bank and card kind of a card number's BIN, from the `bankcard` package's table of mainland BINs
// (kept in the sandbox: the app asks customerCenter.bankCardBin instead of loading the table).
import { searchCardBin } from 'bankcard';
import { bankByCode } from './seed/family';

export interface CardBin {
  bankCode: string | null;
  bankName: string | null;
  cardTypeName: string | null;
  /** A debit card (储蓄卡) of a bank the insurer collects from and pays to. */
  supported: boolean;
}

/** The card a number of `length` digits starting with `prefix` is, as far as its BIN tells. */
export function cardBin(prefix: string, length: number): CardBin {
  const card = searchCardBin(prefix, { multiple: true }).find((candidate) => candidate.len === length);
  if (!card) return { bankCode: null, bankName: null, cardTypeName: null, supported: false };
  return { bankCode: card.bankCode, bankName: card.bankName, cardTypeName: card.cardTypeName, supported: card.cardType === 'DC' && Boolean(bankByCode(card.bankCode)) };
}
