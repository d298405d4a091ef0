/**
 * A content page (spec 2 §2 "Regular content page"), its blocks in the spec's order; news items
 * and resolver pages use the same component with the base fields only (no `blocks`). Rich text
 * arrives sanitised by the server (docs/decisions/cms-html.md).
 */
import { MarketingPixels } from "../components/MarketingPixels";
import { BannerTiles } from "../components/blocks/BannerTiles";
import { Breadcrumbs } from "../components/blocks/Breadcrumbs";
import { FaqBlock } from "../components/blocks/FaqBlock";
import { NewsBlock } from "../components/blocks/NewsBlock";
import { PersonGroups, Persons, Quotes, Sponsors } from "../components/blocks/People";
import { RecommendedPages } from "../components/blocks/RecommendedPages";
import { StickySidebar } from "../components/blocks/StickySidebar";
import { TabsPanel } from "../components/blocks/TabsPanel";
import { VideoSlides } from "../components/blocks/VideoSlide";
import { Widgets } from "../components/blocks/Widgets";
import { CmsImage } from "../components/CmsImage";
import { useApp } from "../components/app-context";
import type { FormRef } from "../forms/page-forms";
import { formAnchor } from "../forms/anchors";
import { FORM_UI } from "../i18n/form-ui-texts";
import { RichText } from "../components/RichText";
import { BLOCK_TEXTS } from "../i18n/block-texts";
import type { Lang } from "../i18n/lang";
import { TEXTS } from "../i18n/texts";
import type { ContentBlocksVM, ContentView, PageFormsVM } from "../view/pages/content";
import { RelatedShows } from "./show/RelatedShows";
import { Island } from "../components/Island";
import { nearOrReached } from "../components/near-or-reached";
import { partComponent } from "./page-parts";

export function ContentPage({ view, lang }: { view: ContentView; lang: Lang }) {
  const { site } = useApp();
  const blocks = view.blocks;
  // A split module (swiper), loaded with the page when it has header images (page-parts.ts).
  const PageSlider = partComponent("pageSlider");
  const CookieChooser = partComponent("cookieChooser");
  const sidebarForm = view.forms?.sidebar;
  // Spec 3 §2: the foundation's contact page shows its call-me-back form instead of the sidebar.
  const sidebarItems = sidebarForm?.id === "foundation-contact" && sidebarForm.callBack ? [] : (blocks?.sidebar ?? []);
  const withSidebar = sidebarItems.length > 0 || sidebarForm !== undefined;
  return (
    <article className="content-page">
      {view.marketingPixels && <MarketingPixels urls={view.marketingPixels} />}
      {blocks ? (
        blocks.slides.length > 0 && <PageSlider slides={blocks.slides} alt={view.heading} lang={lang} />
      ) : (
        view.headerImage && (
          <figure className="content-page__image">
            <CmsImage image={view.headerImage} sizes="(max-width: 1280px) 100vw, 1280px" maxWidth={1280} quality="normal" priority />
          </figure>
        )
      )}
      <div className={withSidebar ? "content-page__layout content-page__layout--sidebar" : "content-page__layout"}>
        <div className="content-page__body">
          {blocks && <Breadcrumbs items={blocks.breadcrumbs} lang={lang} />}
          {view.publishedText && (
            <p className="content-page__date">
              {TEXTS[lang].publishedOn} <time dateTime={view.publicationDate}>{view.publishedText}</time>
            </p>
          )}
          {/* A page the CMS gave no title field at all is still named, as the home page without a hero title is. */}
          <h1 className={view.heading ? "content-page__heading" : "visually-hidden"}>{view.heading || site.name}</h1>
          {view.subheading && <p className="content-page__subheading">{view.subheading}</p>}
          {view.contentMainHtml && <RichText html={view.contentMainHtml} lang={lang} />}
          {view.forms?.main && <PageForm forms={view.forms} formRef={view.forms.main} slot="main" lang={lang} />}
          {blocks?.cookieChooser && (
            <>
              <CookieChooser lang={lang} />
              {blocks.cookieChooser.afterHtml && <RichText html={blocks.cookieChooser.afterHtml} lang={lang} />}
            </>
          )}
          {view.contentRemainingHtml && <RichText html={view.contentRemainingHtml} lang={lang} />}
          {view.contentBottomHtml && <RichText html={view.contentBottomHtml} lang={lang} />}
          {blocks && <MainBlocks blocks={blocks} lang={lang} />}
        </div>
        {withSidebar && (
          <div className="content-page__aside">
            {sidebarForm && (
              <aside className="content-page__sidebar-form" aria-label={FORM_UI[lang].sidebarLabel}>
                <PageForm forms={view.forms!} formRef={sidebarForm} slot="sidebar" lang={lang} />
              </aside>
            )}
            <StickySidebar items={sidebarItems} lang={lang} />
          </div>
        )}
      </div>
      {blocks && <WideBlocks blocks={blocks} lang={lang} />}
    </article>
  );
}

/** A page's form: the newsletter forms have their own rules (spec 3 §5), the others share one engine. */
function PageForm({ forms, formRef, slot, lang }: { forms: PageFormsVM; formRef: FormRef; slot: "main" | "sidebar"; lang: Lang }) {
  const { site } = useApp();
  if (formRef.id === "newsletter") {
    const NewsletterForm = partComponent("newsletterForm");
    return <NewsletterForm kind={formRef.kind} lang={lang} action={forms.action} initial={forms.state} className="content-page__form" anchor={formAnchor(slot)} product={site.brandSlug} />;
  }
  // An island (page-parts.ts): zod and every form's definition load, and the form hydrates, once
  // the visitor comes near it; until then the server's form posts natively.
  const props = { formRef, lang, action: forms.action, slot, initial: forms.state, product: site.brandSlug, idPrefix: `form-${formRef.id}-${slot}` };
  return <Island part="serviceForm" props={props} className={`content-page__form content-page__form--${slot}`} wanted={nearOrReached} />;
}

/** Widgets to FAQ: the main column, beside the sidebar. */
function MainBlocks({ blocks, lang }: { blocks: ContentBlocksVM; lang: Lang }) {
  return (
    <>
      <Widgets widgets={blocks.widgets} lang={lang} />
      <Quotes quotes={blocks.quotes} lang={lang} />
      <PersonGroups groups={blocks.personGroups} lang={lang} />
      <Persons persons={blocks.persons} lang={lang} />
      <Sponsors sponsors={blocks.sponsors} lang={lang} />
      <RecommendedPages pages={blocks.recommendedPages} lang={lang} />
      {blocks.tabs.map((panel) => (
        <TabsPanel key={panel.id} panel={panel} lang={lang} />
      ))}
      <FaqBlock faq={blocks.faq} lang={lang} />
    </>
  );
}

/** Recommended shows, banners, videos and the news section span the page below the columns. */
function WideBlocks({ blocks, lang }: { blocks: ContentBlocksVM; lang: Lang }) {
  return (
    <>
      <RelatedShows cards={blocks.recommendedShows} title={BLOCK_TEXTS[lang].recommendedShows} />
      <div className="content-page__wide">
        <BannerTiles banners={blocks.banners} />
        <VideoSlides videos={blocks.videos} lang={lang} />
        <NewsBlock block={blocks.news} lang={lang} className="content-page__news" />
      </div>
    </>
  );
}
