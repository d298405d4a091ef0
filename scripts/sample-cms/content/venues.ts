/** The venues and halls (spec 4: the main venue's halls "1", "10001", "10002"). */
import type { VenueRecord } from "./model";

export const VENUES: VenueRecord[] = [
  {
    id: "10008",
    data: { name: "Koninklijk Theater Carré", city: "Amsterdam", street1: "Amstel 115-125", street2: "", zip: "1018 EM", lat: 52.3622, long: 4.9045 },
    halls: [
      { id: "1", data: { name: "Theaterzaal" } },
      { id: "10001", data: { name: "In de Nok" } },
      { id: "10002", data: { name: "Grand Café Carré" } },
    ],
  },
  {
    id: "10011",
    data: { name: "Westergas Zuiveringshal", city: "Amsterdam", street1: "Pazzanistraat 3", street2: null, zip: "1014 DB", lat: 52.3865, long: 4.8739 },
    halls: [{ id: "20001", data: { name: "Zuiveringshal" } }],
  },
];

export const GENRE_NAMES: Record<string, string> = {
  amusement: "Amusement",
  ballet: "Ballet",
  cabaret: "Cabaret",
  comedy_international: "Comedy International",
  concert_binnenlands: "Concert Nationaal",
  concert_buitenlands: "Concert Internationaal",
  dans: "Dans",
  literatuur: "Literatuur",
  musical: "Musical",
  opera: "Opera",
  pop: "Pop",
  toneel: "Toneel",
  "variété": "Variété",
};

/** `filters.genres` of list and show responses: `{ values: [{ id, data: { name } }] }`. */
export function genreFilter(): { genres: { values: { id: string; data: { name: string } }[] } } {
  return { genres: { values: Object.entries(GENRE_NAMES).map(([id, name]) => ({ id, data: { name } })) } };
}
