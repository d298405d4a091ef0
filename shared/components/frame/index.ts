export { Frame, type FrameProps } from "./Frame";
export { Dialog } from "./Dialog";
export { searchHref } from "./HeaderSearch";
export { wishlistPageUrl } from "./FrameModals";
