/**
 * FAQ block (spec 2 block 5): standalone questions, then categories of questions. Opening a
 * question closes every other question, opening a category every other category; answers are
 * the CMS's rich text. The block's heading is switched off (spec 2 block 5): its name
 * "Veelgestelde vragen" / "Frequently Asked Questions" is the section's accessible name only, so the
 * questions are the headings (level 2, under the page's own).
 */
import { useId, useState } from "react";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { FaqQuestionVM, FaqVM } from "../../view/blocks/faq";
import { RichText } from "../RichText";
import { AccordionItem } from "./Accordion";

export function FaqBlock({ faq, lang }: { faq: FaqVM | undefined; lang: Lang }) {
  const [question, setQuestion] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const base = useId();
  if (!faq) return null;
  const toggleQuestion = (id: string) => setQuestion(question === id ? null : id);
  const questionItem = (q: FaqQuestionVM, inCategory = false) => (
    <AccordionItem
      key={q.id}
      entry={{ key: q.id, title: q.title, body: <RichText html={q.answerHtml} lang={lang} /> }}
      panelId={`${base}-q-${q.id}`}
      open={question === q.id}
      onToggle={() => toggleQuestion(q.id)}
      level={inCategory ? 3 : 2}
    />
  );
  return (
    <section className="block faq-block" aria-label={BLOCK_TEXTS[lang].faq}>
      {faq.questions.length > 0 && <div className="accordion faq-block__questions">{faq.questions.map((q) => questionItem(q))}</div>}
      {faq.categories.length > 0 && (
        <div className="accordion faq-block__categories">
          {faq.categories.map((c) => (
            <AccordionItem
              key={c.id}
              entry={{ key: c.id, title: c.title, body: <div className="accordion faq-block__questions">{c.questions.map((q) => questionItem(q, true))}</div> }}
              panelId={`${base}-c-${c.id}`}
              open={category === c.id}
              onToggle={() => setCategory(category === c.id ? null : c.id)}
              level={2}
            />
          ))}
        </div>
      )}
    </section>
  );
}
