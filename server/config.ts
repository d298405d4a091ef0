/**
 * Configuration: one zod schema over the environment, parsed once at start-up. A bad value is a
 * ConfigError naming the variable and what is allowed; the process entry prints it and exits.
 */
import { z } from "zod";
import { RESTAURANT_SURCHARGE_EUR } from "../shared/domain/prices";
import type { PublicConfig } from "../shared/public-config";
import type { SiteId } from "../shared/site";

const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .transform((u) => u.replace(/\/+$/, ""))
  .optional();

const EnvSchema = z.object({
  SITE: z.enum(["carre", "fonds"]).default("carre"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Base URL of the CMS (render API, redirect and presale lookups, services). Absent: the embedded sample CMS. */
  UPSTREAM_URL: optionalUrl,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** Public origin used for canonical and hreflang URLs; defaults to the site's own origin. */
  PUBLIC_ORIGIN: optionalUrl,
  ACCOUNT_SERVICE_URL: optionalUrl,
  SYNC_COOKIE_NAME: z.string().regex(/^[A-Za-z0-9_-]+$/).default("carre_sync"),
  PERSONAL_AREA_URL_NL: z.url().default("https://mijn.carre.nl/"),
  PERSONAL_AREA_URL_EN: z.url().default("https://mijn.carre.nl/en/"),
  TICKET_SHOP_ORIGIN: optionalUrl.default("https://orders.carre.nl"),
  IMAGE_CDN_BASE: optionalUrl,
  TAG_MANAGER_ID: z
    .string()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, "a container id like GTM-ABC1234, or empty")
    .default(""),
  /** Comma-separated shared secrets for the CMS webhook signature; several allow rotation. */
  WEBHOOK_SECRETS: z
    .string()
    .default("")
    .transform((s) => s.split(",").map((x) => x.trim()).filter(Boolean))
    .refine((list) => list.every((s) => s.length >= 16), "each secret at least 16 characters"),
  /** Euros added to each price of a restaurant-bundled event. */
  RESTAURANT_SURCHARGE_EUR: z.coerce.number().min(0).max(1000).default(RESTAURANT_SURCHARGE_EUR),
  SAMPLE_CMS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Env {
  site: SiteId;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset so `VAR=` in a Procfile or shell does not trip a URL check.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`);
  }
  return { ...parsed.data, site: parsed.data.SITE };
}

/** The allow-list of configuration the browser sees. */
export function publicConfig(config: Config, upstream: { accountServiceUrl: string; imageCdnBase: string }): PublicConfig {
  return {
    site: config.site,
    accountServiceUrl: upstream.accountServiceUrl,
    syncCookieName: config.SYNC_COOKIE_NAME,
    personalAreaUrl: { nl: config.PERSONAL_AREA_URL_NL, en: config.PERSONAL_AREA_URL_EN },
    imageCdnBase: upstream.imageCdnBase,
    ticketShopOrigin: config.TICKET_SHOP_ORIGIN,
    tagManagerId: config.TAG_MANAGER_ID,
    restaurantSurchargeEur: config.RESTAURANT_SURCHARGE_EUR,
  };
}
