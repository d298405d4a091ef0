/** A page's marketing pixels for its view model; what the rules refuse is worth a line for the editors' support. */
import { parseMarketingPixels } from "../domain/marketing-pixels";
import type { ViewContext } from "../paths/view-context";

export function pagePixels(ctx: ViewContext): string[] {
  const { urls, refused } = parseMarketingPixels(ctx.render.node.data.marketingPixels);
  if (refused > 0) ctx.source.log("warn", "marketing pixels refused", { page: ctx.render.node.id, refused });
  return urls;
}
