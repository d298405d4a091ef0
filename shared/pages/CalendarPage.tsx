/** Calendar page (programme issue). STUB: the calendar helper replaces this file's contents. */
import type { Lang } from "../i18n/lang";
import type { CalendarView } from "../view/pages/calendar";
import { ListPage } from "./ListPage";

export function CalendarPage({ view }: { view: CalendarView; lang: Lang }) {
  return <ListPage view={{ kind: "list", heading: view.heading, items: view.items }} />;
}
