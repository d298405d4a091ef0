/**
 * Random numbers from a seed: the same seed gives the same numbers. Small and fast (FNV-1a to
 * turn the seed into a state, mulberry32 to step it), not for anything secret.
 */

/** FNV-1a: a 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Uniform numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: string): () => number {
  let state = hashString(seed);
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
