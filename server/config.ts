/**
 * Configuration: one zod schema over the environment, parsed once at start-up. A bad value is a
 * ConfigError naming the variable and what is allowed; the process entry prints it and exits.
 */
import { z } from "zod";
import { DEFAULT_MAX_ANSWER_BYTES } from "../shared/contract/bounded-body";
import { parseTagPages } from "../shared/domain/musical";
import { RESTAURANT_SURCHARGE_EUR } from "../shared/domain/prices";
import type { PublicConfig } from "../shared/public-config";
import { SITES, type SiteId } from "../shared/site";
import { FRONT_CACHES } from "./http/cache-headers";
import { standardKey } from "./http/webhook-auth";

const optionalUrl = z
  .url({ protocol: /^https?$/ })
  .transform((u) => u.replace(/\/+$/, ""))
  .optional();

/** A comma-separated list of CMS ids; empty by default. */
const idList = (what: string) =>
  z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, what)).max(50));

const EnvSchema = z.object({
  SITE: z.enum(["carre", "fonds"]).default("carre"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Base URL of the CMS (render API, redirect and presale lookups, services). Absent: the embedded sample CMS. */
  UPSTREAM_URL: optionalUrl,
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** Longest CMS answer read, in bytes; reading stops there and the call counts as failed (issue 28 §1). */
  UPSTREAM_MAX_BYTES: z.coerce.number().int().min(64 * 1024).max(1024 * 1024 * 1024).default(DEFAULT_MAX_ANSWER_BYTES),
  /** Base URL whose `/media/*` the site passes through (hero videos). Absent: UPSTREAM_URL (the CMS). */
  MEDIA_URL: optionalUrl,
  /** Largest media answer passed through, in MB; a bigger one is refused (502) or cut off. */
  MEDIA_MAX_MB: z.coerce.number().int().min(1).max(1024).default(64),
  /** Memory all CMS answer caches may hold together, in MB (each cache has a share). */
  CACHE_BUDGET_MB: z.coerce.number().int().min(8).max(16384).default(256),
  /** `off` produces every page afresh (data caches stay on): how `npm run bench` measures cold renders. */
  OUTPUT_CACHE: z.enum(["on", "off"]).default("on"),
  /** Public origin used for canonical and hreflang URLs; defaults to the site's own origin. */
  PUBLIC_ORIGIN: optionalUrl,
  ACCOUNT_SERVICE_URL: optionalUrl,
  SYNC_COOKIE_NAME: z.string().regex(/^[A-Za-z0-9_-]+$/).default("carre_sync"),
  PERSONAL_AREA_URL_NL: z.url().default("https://mijn.carre.nl/"),
  PERSONAL_AREA_URL_EN: z.url().default("https://mijn.carre.nl/en/"),
  TICKET_SHOP_ORIGIN: optionalUrl.default("https://orders.carre.nl"),
  /** CMS id of the production always added to the home slider after the pinned ones; empty: none. */
  HOME_EXTRA_SLIDE_ID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a CMS node id, or empty").optional(),
  /** Number a call_us sales button dials (spec 1 §9: the number itself is not shown). */
  /** Spec 2 §2: the headliners whose play table is always collapsed, as production page slugs. */
  ALWAYS_COLLAPSED_SHOWS: z
    .string()
    .default("")
    .transform((v) => v.split(",").map((s) => s.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^[a-z0-9-]{1,100}$/, "comma-separated production page slugs")).max(20)),
  /** Spec 2 §2: the musical's sign-up pages (regular layout, sign-up class), as CMS page ids. */
  MUSICAL_SIGNUP_PAGE_IDS: idList("comma-separated CMS page ids"),
  /** Spec 2 §2: the musical's sub pages that are no deep links, as CMS page ids. */
  MUSICAL_NOT_DEEP_LINK_PAGE_IDS: idList("comma-separated CMS page ids"),
  /** Spec 2 §2: the musical's tag pages, `tag=nl-slug|en-slug[+packages][+promotion]`, comma-separated. */
  MUSICAL_TAG_PAGES: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const pages = parseTagPages(text);
      if (typeof pages === "string") ctx.addIssue({ code: "custom", message: pages });
      return typeof pages === "string" ? [] : pages;
    }),
  /** Spec 1 §9: "A list of 9 price-type ids is treated as a special group"; their prices stay out of every public price. */
  SPECIAL_PRICE_TYPE_IDS: idList("comma-separated price-type ids"),
  CALL_US_PHONE_NUMBER: z.string().regex(/^\+?[\d ()-]{6,20}$/, "a phone number of digits, spaces, dashes, optional leading +").default("0900-2525255"),
  IMAGE_CDN_BASE: optionalUrl,
  TAG_MANAGER_ID: z
    .string()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, "a container id like GTM-ABC1234, or empty")
    .default(""),
  /** Base URL of the page-view beacon host (spec 1 §7); absent: no beacons are sent. */
  ANALYTICS_HOST: optionalUrl,
  /**
   * Comma-separated shared secrets for the CMS webhook signature; several allow rotation. A
   * `whsec_<base64>` entry is a Standard Webhooks key, any other an X-Webhook-Signature secret.
   */
  WEBHOOK_SECRETS: z
    .string()
    .default("")
    .transform((s) => s.split(",").map((x) => x.trim()).filter(Boolean))
    .refine((list) => list.every((s) => s.length >= 16), "each secret at least 16 characters")
    // A Standard Webhooks secret: whsec_ and a base64 key of at least 16 bytes (senders issue 24 to 64).
    .refine((list) => list.every((s) => !s.startsWith("whsec_") || (standardKey(s)?.length ?? 0) >= 16), "a whsec_ secret is whsec_ and a base64 key of at least 16 bytes"),
  /** Static `Authorization: Bearer` token for a CMS that cannot sign; long enough that guessing is hopeless. */
  WEBHOOK_BEARER_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{32,512}$/, "32 to 512 visible ASCII characters, no spaces")
    .optional(),
  /** Euros added to each price of a restaurant-bundled event. */
  RESTAURANT_SURCHARGE_EUR: z.coerce.number().min(0).max(1000).default(RESTAURANT_SURCHARGE_EUR),
  /**
   * `on` serves the embedded sample CMS when UPSTREAM_URL is unset (`npm start` and `npm run dev`
   * set it); in production a process without either refuses to start.
   */
  SAMPLE_CMS: z.enum(["on", "off"]).default("off"),
  SAMPLE_CMS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Serve the client's source maps under /assets; off by default because they hold the full source. */
  SERVE_SOURCE_MAPS: z.stringbool().default(false),
  /** `Authorization: Bearer` token that opens /metrics from any address. */
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,512}$/, "16 to 512 visible ASCII characters, no spaces").optional(),
  /** Comma-separated client IPs that may read /metrics without the token; `none` for token only. */
  METRICS_ALLOW: z
    .string()
    .default("127.0.0.1,::1")
    .transform((s) => (s.trim() === "none" ? [] : s.split(",").map((x) => x.trim()).filter(Boolean)))
    .pipe(z.array(z.union([z.ipv4(), z.ipv6()], { error: "comma-separated IP addresses, or none" }))),
  /**
   * Which peers may tell the client address in X-Forwarded-For (Express `trust proxy`): `loopback`
   * (a proxy on this host), `none`, a hop count, or comma-separated addresses / CIDRs / names.
   */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((s, ctx) => {
      const value = s.trim();
      if (value === "none" || value === "false") return false;
      if (/^\d{1,2}$/.test(value)) return Number(value);
      const list = value.split(",").map((x) => x.trim()).filter(Boolean);
      const ok = list.length > 0 && list.every((x) => /^(loopback|linklocal|uniquelocal)$/.test(x) || z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]).safeParse(x).success);
      if (!ok) ctx.addIssue({ code: "custom", message: "none, a hop count, or comma-separated addresses, CIDRs or loopback/linklocal/uniquelocal" });
      return list;
    }),
  /** Service calls (form posts, newsletter, confirmations, order details) per client address per minute. */
  SERVICE_RATE_LIMIT: z.coerce.number().int().min(1).max(100000).default(20),
  /**
   * Scale-out (docs/deploy.md): Redis that carries purges to every process of the site and shares
   * the webhook replay guard. Absent: purges reach this process only.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: "a redis:// or rediss:// URL" }).optional(),
  /** Prefix of the Redis channels and keys, so several deployments can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, "1 to 40 letters, digits, dots, dashes or underscores").default("carre-site"),
  /** Where the cache in front takes surrogate-key purges (Varnish: deploy/varnish/site.vcl); absent: none sent. */
  CDN_PURGE_URL: optionalUrl,
  /**
   * The cache in front, which decides the purge-key header pages carry (Varnish and Fastly read
   * Surrogate-Key, Cloudflare Cache-Tag; none: neither, they only cost bytes). Default: varnish
   * when CDN_PURGE_URL is set, else none.
   */
  FRONT_CACHE: z.enum(FRONT_CACHES).optional(),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, "FRONT_CACHE"> {
  site: SiteId;
  FRONT_CACHE: (typeof FRONT_CACHES)[number];
}

export class ConfigError extends Error {}

const SECRETS = new Set(["WEBHOOK_SECRETS", "WEBHOOK_BEARER_TOKEN", "METRICS_TOKEN"]);

/**
 * A refused value as the start-up error shows it: the error goes to stderr and from there into the
 * shipped logs, so a secret is shown by its length only, and a URL without its password.
 */
function shownValue(name: string, value: string): string {
  if (SECRETS.has(name)) return `(${value.length} characters, not shown)`;
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/@:]*:)[^/@]*@/i, "$1***@"));
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  // Empty strings count as unset so `VAR=` in a Procfile or shell does not trip a URL check; so do
  // blanks, which a number would otherwise read as 0 (`PORT=" "` listened on a random port).
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    throw new ConfigError(`Invalid configuration: ${name}=${shownValue(name, env[name] ?? "")}: ${issue.message}`);
  }
  const front = parsed.data.FRONT_CACHE ?? (parsed.data.CDN_PURGE_URL ? "varnish" : "none");
  // CDN_PURGE_URL speaks Varnish's PURGE; Fastly and Cloudflare are purged through their APIs (docs/deploy.md §3).
  if (parsed.data.CDN_PURGE_URL && front !== "varnish") {
    throw new ConfigError(`Invalid configuration: FRONT_CACHE=${JSON.stringify(front)}: CDN_PURGE_URL sends Varnish purges, so it needs FRONT_CACHE=varnish`);
  }
  return { ...parsed.data, FRONT_CACHE: front, site: parsed.data.SITE };
}

/**
 * What the process itself needs beyond `loadConfig`: in production, a CMS. Without UPSTREAM_URL it
 * would serve the sample's made-up content and take the sample's published webhook secret, so a
 * lost environment file or a misspelt name must stop it rather than go live unnoticed.
 */
export function checkServerConfig(config: Config): void {
  if (!config.UPSTREAM_URL && config.NODE_ENV === "production" && config.SAMPLE_CMS !== "on") {
    throw new ConfigError("Invalid configuration: UPSTREAM_URL is not set: the CMS's base URL (or SAMPLE_CMS=on to serve the embedded sample content, as npm start does)");
  }
}

/** The allow-list of configuration the browser sees. */
export function publicConfig(config: Config, upstream: { accountServiceUrl: string; imageCdnBase: string }): PublicConfig {
  return {
    site: config.site,
    accountServiceUrl: upstream.accountServiceUrl,
    syncCookieName: config.SYNC_COOKIE_NAME,
    personalAreaUrl: { nl: config.PERSONAL_AREA_URL_NL, en: config.PERSONAL_AREA_URL_EN },
    imageCdnBase: upstream.imageCdnBase,
    publicOrigin: config.PUBLIC_ORIGIN ?? SITES[config.site].origin,
    ticketShopOrigin: config.TICKET_SHOP_ORIGIN,
    tagManagerId: config.TAG_MANAGER_ID,
    analyticsHost: config.ANALYTICS_HOST ?? "",
    restaurantSurchargeEur: config.RESTAURANT_SURCHARGE_EUR,
    homeExtraSlideId: config.HOME_EXTRA_SLIDE_ID ?? null,
    callUsPhoneNumber: config.CALL_US_PHONE_NUMBER,
    alwaysCollapsedShows: config.ALWAYS_COLLAPSED_SHOWS,
    musicalPages: { signupPageIds: config.MUSICAL_SIGNUP_PAGE_IDS, notDeepLinkPageIds: config.MUSICAL_NOT_DEEP_LINK_PAGE_IDS, tagPages: config.MUSICAL_TAG_PAGES },
    specialPriceTypeIds: config.SPECIAL_PRICE_TYPE_IDS,
  };
}
