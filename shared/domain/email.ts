/**
 * The two address patterns of spec 3 §5, in a module of their own so the browser's forms can use
 * them without loading the contract's schemas (and zod with them).
 */

/** A non-empty email field must look like something@something (the loose pattern). */
export const LOOSE_EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+$/;
/** The standard address pattern (diploma, newsletter prefill). */
export const STRICT_EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
