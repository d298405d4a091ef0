/** What every page loader returns: status, head, frame and the page's own view model. */
import type { Lang } from "../i18n/lang";
import type { ConfirmationView } from "./confirm";
import type { PremiereCancelView } from "./premiere-cancel";
import type { FrameVM } from "../view/frame";
import type { HeadVM } from "../view/head";
import type { CalendarView } from "../view/pages/calendar";
import type { ContentView } from "../view/pages/content";
import type { HomeView } from "../view/pages/home";
import type { ListView } from "../view/pages/lists";
import type { SearchView } from "../view/pages/search";
import type { ShowView } from "../view/pages/show";

export type MessageKind = "notFound" | "error";

export type PageView =
  | { kind: "message"; message: MessageKind }
  | { kind: "redirecting"; href: string }
  | HomeView
  | ContentView
  | ListView
  | CalendarView
  | SearchView
  | ShowView
  | ConfirmationView
  | PremiereCancelView;

export interface PageData {
  status: number;
  lang: Lang;
  head: HeadVM;
  frame: FrameVM;
  view: PageView;
  /** Made for one visitor (a confirmation): `private, no-store`, never in the output cache. */
  private?: boolean;
}
