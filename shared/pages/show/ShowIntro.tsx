/** Top of the show page: star rating, heading, presale text, subheading with the date heading. */
import type { Lang } from "../../i18n/lang";
import { SHOW_TEXTS } from "../../i18n/show-texts";
import type { ShowView } from "../../view/pages/show";

export function Stars({ stars, lang }: { stars: number; lang: Lang }) {
  return (
    <p className="show-stars" role="img" aria-label={SHOW_TEXTS[lang].starsLabel(stars)}>
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} aria-hidden="true">
          {i < stars ? "★" : "☆"}
        </span>
      ))}
    </p>
  );
}

/** Above this many characters the heading uses the smaller size, so the inserted break is the only one. */
const LONG_HEADING = 30;

export function ShowIntro({ view, lang }: { view: ShowView; lang: Lang }) {
  const { heading } = view;
  return (
    <header className="show-intro">
      {view.stars !== null && <Stars stars={view.stars} lang={lang} />}
      <h1 className={["show-intro__heading", heading.uppercase && "show-intro__heading--upper", heading.text.length > LONG_HEADING && "show-intro__heading--long"].filter(Boolean).join(" ")}>
        {heading.lines.length === 2 ? (
          <>
            {/* The space keeps the words apart where a phone drops the break (show.css). */}
            {heading.lines[0]} <br />
            {heading.lines[1]}
          </>
        ) : (
          heading.text
        )}
      </h1>
      {view.presaleText && <p className="show-intro__presale">{view.presaleText}</p>}
      {(view.subheading || view.dateHeading) && (
        <p className="show-intro__subheading">
          {view.subheading && <span className="show-intro__sub">{view.subheading}</span>}
          {view.dateHeading && <span className="show-intro__dates">{view.dateHeading}</span>}
        </p>
      )}
    </header>
  );
}
