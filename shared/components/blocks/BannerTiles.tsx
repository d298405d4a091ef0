/**
 * Banner tiles (spec 2 block 4): image, title and subtitle per tile, a link when the tile has one;
 * the list's modifier classes carry the width rule (quarter, third, half, five, many).
 */
import type { BannerVM, BannersVM } from "../../view/blocks/banners";
import { CmsImage } from "../CmsImage";
import { BlockLink } from "./BlockLink";

function BannerTile({ banner }: { banner: BannerVM }) {
  const body = (
    <>
      <CmsImage className="banner-tile__image" image={banner.image} alt={banner.alt} maxWidth={640} sizes="(max-width: 767px) 100vw, 640px" />
      <span className="banner-tile__text">
        {banner.title && <span className="banner-tile__title">{banner.title}</span>}
        {banner.subtitle && <span className="banner-tile__subtitle">{banner.subtitle}</span>}
        {banner.buttonText && banner.link && <span className="banner-tile__button">{banner.buttonText}</span>}
      </span>
    </>
  );
  if (!banner.link) return <div className="banner-tile">{body}</div>;
  return (
    <BlockLink className="banner-tile" link={banner.link}>
      {body}
    </BlockLink>
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
