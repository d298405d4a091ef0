/**
 * Social profiles shown in a footer column that has `socials: true`, and the venue's sameAs in
 * structured data (shared/view/organisation.ts). The CMS sends only the flag, so the links are data
 * here, per site. The addresses need confirming by the venue.
 */
import type { SiteId } from "./site";

export interface SocialLink {
  name: string;
  href: string;
}

export const SOCIAL_LINKS: Record<SiteId, readonly SocialLink[]> = {
  carre: [
    { name: "Facebook", href: "https://www.facebook.com/KoninklijkTheaterCarre" },
    { name: "Instagram", href: "https://www.instagram.com/carreamsterdam/" },
    { name: "YouTube", href: "https://www.youtube.com/@carreamsterdam" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/koninklijk-theater-carre/" },
  ],
  fonds: [
    { name: "Facebook", href: "https://www.facebook.com/KoninklijkTheaterCarre" },
    { name: "Instagram", href: "https://www.instagram.com/carreamsterdam/" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/koninklijk-theater-carre/" },
  ],
};

export const PAYMENT_METHODS = ["amex", "ideal", "mastercard", "visa", "giftcard"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
