/** Filler prose in both languages, so pages have realistic length without shipping real copy. */
import type { Rng } from "../prng";
import type { Lang } from "./model";

const SENTENCES: Record<Lang, string[]> = {
  nl: [
    "Carré staat al sinds 1887 aan de Amstel en is een van de mooiste theaters van Europa.",
    "Laat u meenemen door een avond vol muziek, dans en verhalen.",
    "De voorstelling is geschikt voor het hele gezin.",
    "Na afloop kunt u nog iets drinken in het Grand Café.",
    "Kaarten zijn verkrijgbaar via de website en aan de kassa.",
    "De zaal gaat een half uur voor aanvang open.",
    "Critici waren lovend over deze bijzondere productie.",
    "Met live orkest en een grote cast van zangers en dansers.",
    "Reserveer op tijd, want de belangstelling is groot.",
    "Deze voorstelling wordt gespeeld in het Nederlands.",
  ],
  en: [
    "Carré has stood on the Amstel since 1887 and is one of the most beautiful theatres in Europe.",
    "Join us for an evening full of music, dance and stories.",
    "The show is suitable for the whole family.",
    "Afterwards you can enjoy a drink in the Grand Café.",
    "Tickets are available online and at the box office.",
    "Doors open half an hour before the show starts.",
    "Critics praised this remarkable production.",
    "With a live orchestra and a large cast of singers and dancers.",
    "Book early, demand is high.",
    "This show is performed in Dutch.",
  ],
};

export function sentence(rng: Rng, lang: Lang): string {
  return rng.pick(SENTENCES[lang]);
}

/** `count` paragraphs of 2-4 sentences as HTML. */
export function paragraphs(rng: Rng, lang: Lang, count: number): string {
  const out: string[] = [];
  for (let p = 0; p < count; p++) {
    const n = rng.int(2, 4);
    const parts: string[] = [];
    for (let s = 0; s < n; s++) parts.push(sentence(rng, lang));
    out.push(`<p>${parts.join(" ")}</p>`);
  }
  return out.join("\n");
}

export function html(...parts: string[]): string {
  return parts.join("\n");
}
