/**
 * Where a form sits on its page, apart from the engine: a content page names its forms' blocks
 * without loading the engine, which comes with the form's own module (shared/pages/page-parts.ts).
 */

/** The id a form's block carries on its page: a native post returns to it (server/forms/form-routes.ts). */
export const formAnchor = (slot: string | undefined): string => `form-${slot ?? "main"}`;
/** The error summary's id is its form's anchor and this (FormProblems.tsx ErrorSummary). */
export const SUMMARY_SUFFIX = "-errors";
/** The failure text above a form that kept its values: a native post that failed returns to it, so it takes the focus. */
export const FAILURE_SUFFIX = "-failure";
