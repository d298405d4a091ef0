/**
 * Price table tab, CMS tabs and FAQ (spec 2 §2, blocks 5 and 8): accordions where opening one
 * item closes its siblings of the same kind.
 */
import { useId, useState, type ReactNode } from "react";
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { PriceRow } from "../../domain/prices";
import type { FaqItem, TabItem } from "../../view/show/blocks";

interface AccordionItem {
  key: string;
  title: string;
  body: ReactNode;
}

function Accordion({ items, className }: { items: AccordionItem[]; className: string }) {
  const [open, setOpen] = useState<string | null>(null);
  const base = useId();
  return (
    <div className={`accordion ${className}`}>
      {items.map((item, i) => {
        const isOpen = open === item.key;
        const panelId = `${base}-${i}`;
        return (
          <div key={item.key} className={isOpen ? "accordion__item accordion__item--open" : "accordion__item"}>
            <h3 className="accordion__heading">
              <button type="button" className="accordion__toggle" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setOpen(isOpen ? null : item.key)}>
                {item.title}
              </button>
            </h3>
            <div id={panelId} className="accordion__panel" hidden={!isOpen}>
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}

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

function TabBody({ tab }: { tab: TabItem }) {
  return (
    <>
      {tab.contentHtml && <div className="rich-text" dangerouslySetInnerHTML={{ __html: tab.contentHtml }} />}
      {tab.table && (
        <table className="show-table">
          <thead>
            <tr>
              {tab.table.columns.map((c, i) => (
                <th key={i} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tab.table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) => (
                  <td key={c}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

export function TabsFaq({ prices, tabs, faq, lang }: { prices: PriceRow[]; tabs: TabItem[]; faq: FaqItem[]; lang: Lang }) {
  const t = SHOW_TEXTS[lang];
  const tabItems: AccordionItem[] = [
    ...(prices.length > 0 ? [{ key: "prices", title: t.priceTable, body: <PriceTable rows={prices} lang={lang} /> }] : []),
    ...tabs.map((tab, i) => ({ key: `tab-${i}`, title: tab.header, body: <TabBody tab={tab} /> })),
  ];
  if (tabItems.length === 0 && faq.length === 0) return null;
  return (
    <section className="show-block show-tabs">
      {tabItems.length > 0 && <Accordion items={tabItems} className="show-tabs__tabs" />}
      {faq.length > 0 && (
        <>
          <h2 className="show-block__heading">{t.faq}</h2>
          <Accordion items={faq.map((q) => ({ key: q.id, title: q.title, body: <div className="rich-text" dangerouslySetInnerHTML={{ __html: q.answerHtml }} /> }))} className="show-tabs__faq" />
        </>
      )}
    </section>
  );
}
