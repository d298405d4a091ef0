import { Link } from "react-router";
import type { ListView } from "../view/pages/lists";
import { CmsImage } from "../components/CmsImage";

/** The news list (and home news) as crawlable cards. */
export function ListPage({ view }: { view: ListView }) {
  return (
    <section className="list-page" aria-labelledby="list-title">
      <h1 id="list-title" className="list-page__title">
        {view.heading}
      </h1>
      <ul className="list-page__items">
        {view.items.map((item) => (
          <li key={item.id} className="list-page__item">
            <Link to={item.href} className="list-page__link">
              {item.image && <CmsImage image={item.image} className="list-page__image" maxWidth={512} sizes="(max-width: 767px) 100vw, 320px" />}
              <span className="list-page__heading">{item.heading}</span>
              {item.subheading && <span className="list-page__subheading">{item.subheading}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
