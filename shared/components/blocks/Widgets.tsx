/**
 * Page widgets (spec 2 §3): the component half of the widget registry. The map is typed against
 * the view's WidgetKind, so a kind with a mapper but no component does not compile.
 */
import type { ComponentType } from "react";
import { useFrameEnv } from "../frame/env";
import { PaymentMethods, SocialLinks } from "../frame/SocialLists";
import type { Lang } from "../../i18n/lang";
import type { WidgetKind, WidgetVM } from "../../view/blocks/widgets";
import { CmsImage } from "../CmsImage";
import { RichText } from "../RichText";
import { BlockLink } from "./BlockLink";

type Props<K extends WidgetKind> = { widget: Extract<WidgetVM, { kind: K }>; lang: Lang };

function ImageBlock({ widget, lang }: Props<"image_block">) {
  return (
    <section className={widget.imageOnRight ? "block image-block image-block--right" : "block image-block"}>
      {widget.image && <CmsImage className="image-block__image" image={widget.image} maxWidth={800} sizes="(max-width: 767px) 100vw, 50vw" />}
      <div className="image-block__body">
        {widget.heading && <h2 className="block__title">{widget.heading}</h2>}
        {widget.contentHtml && <RichText html={widget.contentHtml} lang={lang} />}
        {widget.link && widget.buttonText && (
          <BlockLink link={widget.link} className="button">
            {widget.buttonText}
          </BlockLink>
        )}
      </div>
    </section>
  );
}

function ImageDivider({ widget }: Props<"image_divider">) {
  return (
    <div className="image-divider">
      <CmsImage className="image-divider__image" image={widget.image} alt="" maxWidth={1920} sizes="100vw" />
    </div>
  );
}

function TextWidget({ widget, lang }: Props<"text_widget">) {
  const { t } = useFrameEnv();
  return (
    <section className="block text-widget">
      {widget.title && <h2 className="block__title">{widget.title}</h2>}
      {widget.contentHtml && <RichText html={widget.contentHtml} lang={lang} />}
      {widget.socials && (
        <div className="text-widget__socials">
          <h3 className="text-widget__subtitle">{t.socialsHeading}</h3>
          <SocialLinks />
        </div>
      )}
      {widget.paymentMethods && (
        <div className="text-widget__payments">
          <h3 className="text-widget__subtitle">{t.paymentHeading}</h3>
          <PaymentMethods />
        </div>
      )}
    </section>
  );
}

export const WIDGET_COMPONENTS: { [K in WidgetKind]: ComponentType<Props<K>> } = {
  image_block: ImageBlock,
  image_divider: ImageDivider,
  text_widget: TextWidget,
};

export function Widgets({ widgets, lang }: { widgets: WidgetVM[]; lang: Lang }) {
  return (
    <>
      {widgets.map((w) => {
        const Component = WIDGET_COMPONENTS[w.kind] as ComponentType<{ widget: WidgetVM; lang: Lang }>;
        return <Component key={w.id} widget={w} lang={lang} />;
      })}
    </>
  );
}
