/** What every page loader returns: status, head, frame and the page's own view model. */
import type { Lang } from "../i18n/lang";
import type { MessageKind } from "../paths/message-kind";
import type { ConfirmationView } from "./pages/confirmation";
import type { PremiereCancelView } from "./pages/premiere-cancel";
import type { FrameVM } from "./frame-vm";
import type { HeadVM } from "./head";
import type { CalendarView } from "./pages/calendar";
import type { ContentView } from "./pages/content";
import type { HomeView } from "./pages/home";
import type { ListView } from "./pages/lists";
import type { SearchView } from "./pages/search";
import type { ShowView } from "./pages/show";

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
