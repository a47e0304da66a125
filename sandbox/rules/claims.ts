// When a claim's missing materials (问题件) are due: a set time after the insurer asks for them, on a working day.
import { addDays } from '../format';
import { onWorkingDay } from '../working-days';

/** Days the customer has to send what a claim's review asks for. */
export const SUPPLEMENT_DAYS = 60;

/** The deadline of the materials asked for on `askedOn` (yyyy-MM-dd). */
export const supplementDeadline = (askedOn: string): string => onWorkingDay(addDays(askedOn, SUPPLEMENT_DAYS));
