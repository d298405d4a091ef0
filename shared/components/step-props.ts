/**
 * What an arrow that steps through a list (months, shows) carries besides its label: at its end it
 * says so (aria-disabled) and does nothing, but keeps its focus. A disabled button dropped the
 * focus of the visitor who had just pressed it to the page, and their next Tab started again from
 * the top (WCAG 2.4.3). Props, not a component: it costs the show page's first load a few bytes.
 */
export function stepProps(atEnd: boolean, onStep: () => void): { "aria-disabled"?: true; onClick?: () => void } {
  return { "aria-disabled": atEnd || undefined, onClick: atEnd ? undefined : onStep };
}
