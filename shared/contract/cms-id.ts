import * as z from "zod";

/** Ids arrive as strings; numbers are accepted and normalised so joins never miss. */
export const Id = z.union([z.string(), z.number()]).transform(String);
