/**
 * FAQ block (spec 2 block 5): standalone questions plus categories of questions. A question
 * without title or answer is dropped (spec 1 §5), a category left without questions too.
 */
import type { CmsNode, RenderResponse } from "../../contract/render";
import type { JsonLd } from "../../domain/structured-data/json-ld";
import { readText, relatedNodes } from "../cms-read";

export interface FaqQuestionVM {
  id: string;
  title: string;
  answerHtml: string;
}

export interface FaqCategoryVM {
  id: string;
  title: string;
  questions: FaqQuestionVM[];
}

export interface FaqVM {
  questions: FaqQuestionVM[];
  categories: FaqCategoryVM[];
}

function questions(render: RenderResponse, node: CmsNode): FaqQuestionVM[] {
  return relatedNodes(render, node, "questions").flatMap((q) => {
    const title = readText(q.data, "title");
    const answerHtml = readText(q.data, "answer");
    return title && answerHtml ? [{ id: q.id, title, answerHtml }] : [];
  });
}

/** Undefined when nothing is left to show, so pages can drop the block (and its JSON-LD). */
export function mapFaqBlock(render: RenderResponse, node: CmsNode): FaqVM | undefined {
  const categories = relatedNodes(render, node, "question_categories").flatMap((c) => {
    const title = readText(c.data, "title");
    const list = questions(render, c);
    return title && list.length > 0 ? [{ id: c.id, title, questions: list }] : [];
  });
  const vm = { questions: questions(render, node), categories };
  return vm.questions.length + vm.categories.length > 0 ? vm : undefined;
}

export function allQuestions(faq: FaqVM): FaqQuestionVM[] {
  return [...faq.questions, ...faq.categories.flatMap((c) => c.questions)];
}

/** schema.org FAQPage of every question the block shows; answers keep the editor's HTML, which the type allows. */
export function faqJsonLd(faq: FaqVM): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: allQuestions(faq).map((q) => ({ "@type": "Question", name: q.title, acceptedAnswer: { "@type": "Answer", text: q.answerHtml } })),
  };
}
