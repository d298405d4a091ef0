/** A CMS link inside a block: internal ones navigate in the app, others open in a new tab (spec 1 §5). */
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LinkVM } from "../../view/blocks/link";

export function BlockLink({ link, className, children }: { link: LinkVM; className?: string; children: ReactNode }) {
  if (link.internal) {
    return (
      <Link to={link.href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link.href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
