/** View model of the home page (the spine's version: title and news; the programme issue adds the rest). */
import type { RenderResponse } from "../../contract/render";
import type { ViewContext } from "../../routes/view-context";
import type { HeadVM } from "../head";
import { readBool, readText, relatedNodes } from "../cms-read";
import { listItems, type ListItem } from "./lists";

export interface HomeView {
  kind: "home";
  head?: Partial<HeadVM>;
  title?: string;
  hideTitleMobile: boolean;
  news: ListItem[];
}

export function mapHome(render: RenderResponse): HomeView {
  const { node } = render;
  const newsQuery = relatedNodes(render, node, "newsPageQuery")[0];
  return {
    kind: "home",
    title: readText(node.data, "headerTitle"),
    hideTitleMobile: readBool(node.data, "hideHeaderTitleMobile"),
    news: newsQuery ? listItems({ ...render, node: newsQuery }, (n) => !readBool(n.data, "hide")).slice(0, 5) : [],
  };
}

export function mapHomeView(ctx: ViewContext): HomeView {
  return mapHome(ctx.render);
}
