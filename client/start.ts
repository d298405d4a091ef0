/**
 * Starts the app (its own entry point, esbuild.config.ts): adds the entry's module script itself
 * instead of the HTML naming it. Pages are allowed scripts by hash with 'strict-dynamic'
 * (docs/decisions/security.md), and a module the parser met may not `import()` what it did not
 * preload (w3c/webappsec-csp#243): client navigation, prefetch and analytics chunks were refused.
 * A script added by a trusted script is trusted, and so is every module it imports, now or later.
 * The entry's URL and integrity come from its modulepreload link (server/render/document.ts).
 */
const link = document.querySelector<HTMLLinkElement>("link[data-app-entry]");
if (link) {
  const script = document.createElement("script");
  script.type = "module";
  script.src = link.href;
  if (link.integrity) script.integrity = link.integrity;
  document.head.append(script);
}

export {};
