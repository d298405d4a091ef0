/**
 * Accordions of spec 2 (tabs panel, FAQ, the show's price tab): a button with aria-expanded and
 * aria-controls per item, so keyboard and screen-reader users get the same toggle; opening one
 * item closes its siblings of the same kind.
 */
import { useId, useState, type ReactNode } from "react";

export interface AccordionEntry {
  key: string;
  title: string;
  body: ReactNode;
}

/** One item; `open` and `onToggle` come from whoever decides which sibling is open. */
export function AccordionItem({ entry, panelId, open, onToggle, level = 3 }: { entry: AccordionEntry; panelId: string; open: boolean; onToggle: () => void; level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as const;
  return (
    <div className={open ? "accordion__item accordion__item--open" : "accordion__item"}>
      <Heading className="accordion__heading">
        <button type="button" className="accordion__toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {entry.title}
          {/* Hidden from the accessible name: aria-expanded already says open or closed. */}
          <span className="accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div id={panelId} className="accordion__panel" hidden={!open}>
        {entry.body}
      </div>
    </div>
  );
}

/** A list where at most one item is open; `initialOpen` is the key open on arrival. */
export function Accordion({ items, className, initialOpen = null, level }: { items: AccordionEntry[]; className: string; initialOpen?: string | null; level?: 2 | 3 | 4 }) {
  const [open, setOpen] = useState<string | null>(initialOpen);
  const base = useId();
  return (
    <div className={`accordion ${className}`}>
      {items.map((item, i) => (
        <AccordionItem key={item.key} entry={item} panelId={`${base}-${i}`} open={open === item.key} onToggle={() => setOpen(open === item.key ? null : item.key)} level={level} />
      ))}
    </div>
  );
}
