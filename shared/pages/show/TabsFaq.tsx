/**
 * Price table tab, CMS tabs panels and FAQ of a show page (spec 2 §2, blocks 5 and 8): each tabs
 * panel with its header image and its item opened by header text, the price table as the first
 * item of the first panel (so opening it closes the others), then the shared FAQ block with its
 * categories.
 */
import { Accordion, type AccordionEntry } from "../../components/blocks/Accordion";
import { FaqBlock } from "../../components/blocks/FaqBlock";
import { TabsPanel } from "../../components/blocks/TabsPanel";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { PriceRow } from "../../domain/prices";
import type { FaqVM } from "../../view/blocks/faq";
import type { TabsPanelVM } from "../../view/blocks/tabs";

function PriceTable({ rows, lang }: { rows: PriceRow[]; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  return (
    <table className="show-table">
      <thead>
        <tr>
          <th scope="col">{t.priceTicketType}</th>
          <th scope="col">{t.pricePrice}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.ticketTypeName}>
            <td>{r.ticketTypeName}</td>
            <td>{r.priceText}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TabsFaq({ prices, tabs, faq, lang }: { prices: PriceRow[]; tabs: TabsPanelVM[]; faq: FaqVM | undefined; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const priceTab: AccordionEntry[] = prices.length > 0 ? [{ key: "prices", title: t.priceTable, body: <PriceTable rows={prices} lang={lang} /> }] : [];
  if (priceTab.length === 0 && tabs.length === 0 && !faq) return null;
  return (
    <section className="show-block show-tabs">
      {tabs.length === 0 && priceTab.length > 0 && <Accordion items={priceTab} className="show-tabs__tabs" level={2} />}
      {tabs.map((panel, i) => (
        <TabsPanel key={panel.id} panel={panel} lang={lang} leading={i === 0 ? priceTab : []} className="show-tabs__panel tabs-panel" />
      ))}
      <FaqBlock faq={faq} lang={lang} />
    </section>
  );
}
