/**
 * Addresses and whether an email field takes them (spec 3 §5: native validity and something@something).
 * The unit test holds EMAIL_FIELD to this table; the browser test holds Chromium's own
 * `type=email` check to it, so the two cannot drift apart.
 */
export const EMAIL_ADDRESSES: [address: string, valid: boolean][] = [
  ["piet@example.nl", true],
  ["piet.jansen+carre@example.co.uk", true],
  ["a@b", true],
  ["piet@example", true],
  ["o'brien@example.ie", true],
  ["jan@bücher.de", true],
  ["jan@xn--bcher-kva.de", true],
  ["piet", false],
  ["piet@", false],
  ["@example.nl", false],
  ["piet jansen@example.nl", false],
  ["a@b_c", false],
  ["jan@.nl", false],
  ["a@b..nl", false],
  ["a@-b.nl", false],
  ["a@b-.nl", false],
  ["ä@b.nl", false],
  ['"piet"@example.nl', false],
  ["piet@exa mple.nl", false],
  ["piet@@example.nl", false],
  [`a@${"b".repeat(64)}.nl`, false],
  [`a@${"b".repeat(63)}.nl`, true],
];
