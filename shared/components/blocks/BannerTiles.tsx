/**
 * Banner tiles (spec 2 block 4): image, title and subtitle per tile, a link when the tile has one;
 * the list's modifier classes carry the width rule (quarter, third, half, five, many).
 */
import { Link } from "react-router";
import type { BannerVM, BannersVM } from "../../view/blocks/banners";
import { CmsImage } from "../CmsImage";

function BannerTile({ banner }: { banner: BannerVM }) {
  const body = (
    <>
      <CmsImage className="banner-tile__image" image={banner.image} maxWidth={640} sizes="(max-width: 767px) 100vw, 640px" />
      <span className="banner-tile__text">
        {banner.title && <span className="banner-tile__title">{banner.title}</span>}
        {banner.subtitle && <span className="banner-tile__subtitle">{banner.subtitle}</span>}
        {banner.buttonText && banner.href && <span className="banner-tile__button">{banner.buttonText}</span>}
      </span>
    </>
  );
  if (!banner.href) return <div className="banner-tile">{body}</div>;
  if (banner.href.startsWith("/") && !banner.newTab) {
    return (
      <Link className="banner-tile" to={banner.href}>
        {body}
      </Link>
    );
  }
  return (
    <a className="banner-tile" href={banner.href} target={banner.newTab ? "_blank" : undefined} rel={banner.rel}>
      {body}
    </a>
  );
}

export function BannerTiles({ banners, className = "block", titleClassName = "block__title" }: { banners: BannersVM | undefined; className?: string; titleClassName?: string }) {
  if (!banners) return null;
  return (
    <section className={`${className} banner-tiles`}>
      {banners.title && <h2 className={titleClassName}>{banners.title}</h2>}
      <ul className={`banner-tiles__list banner-tiles__list--${banners.width}${banners.many ? " banner-tiles__list--many" : ""}`}>
        {banners.items.map((b) => (
          <li key={b.id}>
            <BannerTile banner={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}
