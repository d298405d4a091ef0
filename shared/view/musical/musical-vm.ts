/** The musical layout's own blocks on a show page (spec 2 §2); shared/view/pages/musical.ts maps them. */
import type { PersonGroupVM } from "../blocks/people";
import type { LinkVM } from "../blocks/link";
import type { ImageRef } from "../cms-read";
import type { BannerCardVM } from "./blocks";

export interface MusicalVM {
  logo: ImageRef | null;
  /** The video's poster and fallback: the first hero slide. */
  poster: ImageRef | null;
  heroVideoUrl?: string;
  introHtml: string | null;
  /** 'Return to all ticket options' target (deep-link pages that are no promotion). */
  returnHref: string | null;
  deepLink: boolean;
  premiere: boolean;
  tag: string | null;
  lottery: { href: string } | null;
  thankYou: boolean;
  personGroups: PersonGroupVM[];
  bannerCards: BannerCardVM[];
  aboutHtml: string | null;
  /** Deep-link pages head the about text (spec 2 §2). */
  aboutHeading: boolean;
  photos: ImageRef[];
  photoCredit: string | null;
  /** The foundation's site: another site's home from the venue's, its own home on the foundation's (spec 1 §5: the own host is internal). */
  foundationLink: LinkVM;
}
