/**
 * Price table tab, CMS tabs and FAQ of a show page (spec 2 §2, blocks 5 and 8): the shared
 * accordion with the price table as its first tab, then the shared FAQ block.
 */
import { Accordion, type AccordionEntry } from "../../components/blocks/Accordion";
import { FaqBlock } from "../../components/blocks/FaqBlock";
import { TabBody } from "../../components/blocks/TabsPanel";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { PriceRow } from "../../domain/prices";
import type { FaqVM } from "../../view/blocks/faq";
import type { TabItem } from "../../view/show/blocks";

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

export function TabsFaq({ prices, tabs, faq, lang }: { prices: PriceRow[]; tabs: TabItem[]; faq: FaqVM | undefined; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const tabItems: AccordionEntry[] = [
    ...(prices.length > 0 ? [{ key: "prices", title: t.priceTable, body: <PriceTable rows={prices} lang={lang} /> }] : []),
    ...tabs.map((tab, i) => ({ key: `tab-${i}`, title: tab.header, body: <TabBody tab={tab} lang={lang} /> })),
  ];
  if (tabItems.length === 0 && !faq) return null;
  return (
    <section className="show-block show-tabs">
      {tabItems.length > 0 && <Accordion items={tabItems} className="show-tabs__tabs" />}
      <FaqBlock faq={faq} lang={lang} />
    </section>
  );
}
