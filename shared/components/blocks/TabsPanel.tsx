/**
 * Tabs panel (spec 2 block 8): an optional header image over an accordion of items, each rich
 * text and/or a table; the item the CMS names starts open.
 */
import type { Lang } from "../../i18n/lang";
import type { TabItem, TabsPanelVM } from "../../view/blocks/tabs";
import { CmsImage } from "../CmsImage";
import { RichText } from "../RichText";
import { Accordion, type AccordionEntry } from "./Accordion";

export function TabTable({ table }: { table: NonNullable<TabItem["table"]> }) {
  return (
    <div className="table-scroll">
      <table className="block-table">
        <thead>
          <tr>
            {table.columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TabBody({ tab, lang }: { tab: TabItem; lang: Lang }) {
  return (
    <>
      {tab.contentHtml && <RichText html={tab.contentHtml} lang={lang} />}
      {tab.table && <TabTable table={tab.table} />}
    </>
  );
}

/** `leading`: items of the page's own put before the CMS's in the same accordion (the show's price table). */
export function TabsPanel({ panel, lang, leading = [], className = "block tabs-panel" }: { panel: TabsPanelVM; lang: Lang; leading?: AccordionEntry[]; className?: string }) {
  return (
    <section className={className}>
      {panel.headerImage && <CmsImage className="tabs-panel__image" image={panel.headerImage} maxWidth={1280} sizes="(max-width: 1280px) 100vw, 1280px" />}
      {/* The panel has no heading of its own: its items head sections of the page (h2), not the previous section's. */}
      <Accordion
        className="tabs-panel__items"
        level={2}
        items={[...leading, ...panel.items.map((tab, i) => ({ key: String(i), title: tab.header, body: <TabBody tab={tab} lang={lang} /> }))]}
        initialOpen={panel.openIndex === null ? null : String(panel.openIndex)}
      />
    </section>
  );
}
