// What other modules (and the API's wiring and tests) use of ksef: everything else in the folder is its own.
export { queueOnIssue } from './issue';
export { ksefWarnings } from './service';
export { ksefQrCode, qrMailLines } from './qr';
export { aesDecrypt, sha256Base64 } from './crypto';
export { isValidKsefNumber, ksefNumber } from './number';
export { nextWorkingDay } from './workingDays';
export { sealToken } from './secret';
export { KSEF_LIMITS, SlidingWindowCounter, limitRuleOf, type LimitRule } from './limits';
