/** The two message pages: an unknown page (404) and an error (500). */
export type MessageKind = "notFound" | "error";
