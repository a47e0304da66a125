/**
 * The sandbox's time in snapshot and browser-test runs (SANDBOX_NOW), whatever the time of day they run:
 * a weekday morning inside the policy-change working hours, when 8620251201000789's renewal is payable.
 */
export const TEST_SANDBOX_NOW = '2026-11-24T10:00:00+08:00';
