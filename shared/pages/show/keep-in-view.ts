/**
 * A section above the visitor that collapses ("Lees minder", "Toon minder data") would leave them
 * screens further down, its toggle far above (a phone: 480 and 1,020 px above the screen's top).
 * Once the shorter section is laid out, the toggle is brought back to the middle of the screen.
 */
export function keepInView(toggle: HTMLElement): void {
  requestAnimationFrame(() => {
    const { top, bottom } = toggle.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) toggle.scrollIntoView({ block: "center" });
  });
}
