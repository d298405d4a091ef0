/**
 * The webhook secret a site running on its embedded sample CMS uses when none is configured, and
 * that the edit CLI signs with by default, so the README's editing recipe works as printed
 * (issue 26 point 11). Only ever used with sample content: a site with UPSTREAM_URL never takes it.
 */
export const SAMPLE_WEBHOOK_SECRET = "sample-cms-development-webhook-secret";
