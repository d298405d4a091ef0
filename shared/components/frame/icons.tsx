/** Small decorative icons of the frame; always aria-hidden, the accessible name comes from text. */
import type { MenuIconVM } from "../../view/frame-vm";

const common = {
  width: 20,
  height: 20,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round" as const,
  strokeLinejoin: "round" as const,
  "aria-hidden": true,
  focusable: false,
};

export function SearchIcon() {
  return (
    <svg {...common}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg {...common}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...common} width={14} height={14}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

export function UserIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  );
}

export function BasketIcon() {
  return (
    <svg {...common}>
      <path d="M3 4h2l2.4 11h11.2L21 7H6.2" />
      <circle cx="9" cy="19.5" r="1.5" />
      <circle cx="17" cy="19.5" r="1.5" />
    </svg>
  );
}

export function AccessibilityIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="4.5" r="1.5" />
      <path d="M5 8.5l7 1.5 7-1.5M12 10v5m0 0-3 6m3-6 3 6" />
    </svg>
  );
}

export function MenuIconSpan({ icon }: { icon?: MenuIconVM }) {
  if (!icon) return null;
  // CMS-authored SVG markup; the visible label next to it names the link, so the icon is decorative.
  return <span className="menu-icon" aria-hidden="true" title={icon.description} dangerouslySetInnerHTML={{ __html: icon.svg }} />;
}
