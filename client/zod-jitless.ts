/**
 * Part of the start script (client/start.ts), run before the app's modules: zod compiles object
 * parsers with `new Function`, and even its probe for that is a CSP violation (the policy has no
 * 'unsafe-eval'). Object schemas read the setting when they are built, so this must run before any
 * module that builds one; with code splitting those load later (client navigation, forms), so the
 * start script, which adds the entry's script, sets it first and imports nothing.
 *
 * zod keeps its config on `globalThis.__zod_globalConfig` (zod/v4/core/core.js: "??=" then read), so
 * copies of zod share one setting; setting it here, before zod loads, is what `z.config({ jitless:
 * true })` would do, without putting zod (even its core, 24 KB gzip) in every page's first load.
 * test/unit/zod-jitless.test.ts checks that zod still reads it.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
