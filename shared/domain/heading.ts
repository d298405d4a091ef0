/**
 * Show-page heading rules (spec 2 §2 "Production (show) page"): uppercase when the heading holds
 * a digit, and a line break near the middle when it is longer than 15 characters.
 */

export const HEADING_BREAK_AFTER = 15;

export interface FormattedHeading {
  /** The heading as written; uppercase is a presentation flag so screen readers read words, not letters. */
  text: string;
  uppercase: boolean;
  lines: [string] | [string, string];
}

export function formatHeading(raw: string): FormattedHeading {
  const text = raw.trim();
  const uppercase = /\d/.test(text);
  // Count code points, so an emoji or accented letter is one character, as the reader sees it.
  const chars = Array.from(text);
  if (chars.length <= HEADING_BREAK_AFTER) return { text, uppercase, lines: [text] };
  const middle = chars.length / 2;
  let best = -1;
  chars.forEach((c, i) => {
    // Only a plain space: editors use a no-break space precisely to keep words together.
    if (c === " " && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  });
  if (best < 0) return { text, uppercase, lines: [text] };
  const first = chars.slice(0, best).join("").trimEnd();
  const second = chars.slice(best + 1).join("").trimStart();
  return { text, uppercase, lines: [first, second] };
}
