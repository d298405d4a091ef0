/**
 * FAQ block (spec 2 block 5): standalone questions, then categories of questions. Opening a
 * question closes every other question, opening a category every other category; answers are
 * the CMS's rich text.
 */
import { useId, useState } from "react";
import { BLOCK_TEXTS } from "../../i18n/block-texts";
import type { Lang } from "../../i18n/lang";
import type { FaqQuestionVM, FaqVM } from "../../view/blocks/faq";
import { RichText } from "../RichText";
import { AccordionItem } from "./Accordion";

export function FaqBlock({ faq, lang, showHeading = true }: { faq: FaqVM | undefined; lang: Lang; showHeading?: boolean }) {
  const [question, setQuestion] = useState<string | null>(null);
  const [category, setCategory] = useState<string | null>(null);
  const base = useId();
  if (!faq) return null;
  const toggleQuestion = (id: string) => setQuestion(question === id ? null : id);
  const level = showHeading ? 3 : 2;
  const questionItem = (q: FaqQuestionVM, inCategory = false) => (
    <AccordionItem
      key={q.id}
      entry={{ key: q.id, title: q.title, body: <RichText html={q.answerHtml} lang={lang} /> }}
      panelId={`${base}-q-${q.id}`}
      open={question === q.id}
      onToggle={() => toggleQuestion(q.id)}
      level={inCategory ? ((level + 1) as 3 | 4) : level}
    />
  );
  return (
    <section className="block faq-block">
      {showHeading && <h2 className="block__title">{BLOCK_TEXTS[lang].faq}</h2>}
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
              level={level}
            />
          ))}
        </div>
      )}
    </section>
  );
}
