/**
 * The sample CMS's own record types. They mirror the wire shape of spec 4 on purpose (string ids,
 * relations as id / id[] / null) so the render assembler only has to pick records, never convert.
 */
export type Lang = "nl" | "en";
export type SiteKey = "carre" | "fonds";
export const LANGS: readonly Lang[] = ["nl", "en"];

export type Relations = Record<string, string | string[] | null>;

export interface CmsNodeRecord {
  id: string;
  kind: string;
  data: Record<string, unknown>;
  relations?: Relations;
  publication_date?: string | null;
  production_id?: string;
  query_result?: { node_ids: string[]; per_page?: number; statistics?: Record<string, unknown> };
  filters?: unknown;
}

export interface EventRecord {
  id: string;
  start_date: string;
  end_date: string;
  sales_url: string;
  sales_status: string;
  sales_start_date: string | null;
  venue_id: string;
  hall_id: string;
  arrangement_ids: string[];
  arrangement_kinds: { kind: string; sales_url: string }[];
  data: Record<string, unknown>;
}

export interface ProductionRecord {
  id: string;
  data: { name: string };
  events: EventRecord[];
}

export interface ArrangementRecord {
  id: string;
  production_id: string;
  kind: string;
  start_date: string;
  end_date: string;
  sales_status: string;
  sales_url: string;
  sales_start_date: string | null;
  venue_id: string;
  hall_id: string;
  event_ids: string[];
  data: Record<string, unknown>;
}

export interface VenueRecord {
  id: string;
  data: Record<string, unknown>;
  halls: { id: string; data: { name: string } }[];
}

/** What a public path resolves to in the render API. */
export type PathTarget =
  | { type: "node"; id: string; lang: Lang; preview?: boolean }
  | { type: "redirect"; node: CmsNodeRecord; lang: Lang };

export interface RedirectAnswer {
  valid: boolean;
  kind?: "shorturl" | "node404";
  link?: { type: "internal" | "other" | "click"; href: string };
}

export interface PresaleAnswer {
  production_page_ids: string[];
  text_sold_out: string;
  text_default: string;
}

/** Everything one site (venue or foundation) serves. Built once per app instance. */
export interface SiteStore {
  site: SiteKey;
  nodes: Map<string, CmsNodeRecord>;
  /** Menus, footer and subfooter per language: their ids repeat across languages (DEFAULT_FOOTER). */
  frame: Record<Lang, Map<string, CmsNodeRecord>>;
  paths: Map<string, PathTarget>;
  productions: Map<string, ProductionRecord>;
  venues: Map<string, VenueRecord>;
  arrangements: Map<string, ArrangementRecord>;
  productionPages: Record<Lang, string[]>;
  /** News node ids, newest first. */
  news: Record<Lang, string[]>;
  /** Content page ids in the order the page list returns them. */
  pages: Record<Lang, string[]>;
  redirects: Map<string, RedirectAnswer>;
  presale: Map<string, PresaleAnswer>;
}

/** Collects nodes while content modules build them; a duplicate id is a generator bug. */
export class NodeBag {
  readonly nodes = new Map<string, CmsNodeRecord>();

  add(node: CmsNodeRecord): string {
    if (this.nodes.has(node.id) && this.nodes.get(node.id) !== node) {
      throw new Error(`sample CMS: duplicate node id ${node.id}`);
    }
    this.nodes.set(node.id, node);
    return node.id;
  }
}
