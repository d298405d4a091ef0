/**
 * The boot script, run before the app's modules (its own entry point, see esbuild.config.ts): zod
 * compiles object parsers with `new Function`, and even its probe for that is a CSP violation (the
 * policy has no 'unsafe-eval'). Schemas are built when the shared modules load, so this must run
 * before any of them.
 */
import { z } from "zod";

z.config({ jitless: true });
