/**
 * The two address patterns of spec 3 §5, in a module of their own so the browser's forms can use
 * them without loading the contract's schemas (and zod with them).
 */

/**
 * What an email field accepts: spec 3 §5 asks for native form validity and something@something,
 * so this is the browser's own rule for `type=email` (HTML's "valid email address"), which holds
 * only for something@something. Kept to the letter so a form without scripts, checked on the
 * server, refuses what the live form refuses. A domain in other scripts (bücher.de) is valid as
 * Chromium takes it, by its punycode; a local part is ASCII only.
 */
export const EMAIL_FIELD =
  /^[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d\u0080-\uffff](?:[a-z\d\u0080-\uffff-]{0,61}[a-z\d\u0080-\uffff])?(?:\.[a-z\d\u0080-\uffff](?:[a-z\d\u0080-\uffff-]{0,61}[a-z\d\u0080-\uffff])?)*$/i;
/** The standard address pattern (diploma, newsletter prefill). */
export const STRICT_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
