/**
 * The programme, as a table. Each row names the case it exists for (a sales status, a statusID,
 * an odd field), so a test or a reviewer can find "the sold-out show" without reading the generator.
 * Day offsets are relative to today (Amsterdam); the generator turns them into events.
 */

export interface EventPlan {
  /** Day offset of the first performance day. */
  start: number;
  /** Number of performances (0 = a production without events). */
  count: number;
  /** Days between performance days. */
  step?: number;
  /** Performance times per day; two entries give two shows a day. */
  times?: string[];
  /** sales_status of future events (past ones become show_finished by themselves). */
  sales?: "on_sale" | "sales_not_started" | "sales_finished";
  statusID?: string | null;
  /** Per-event statusID or sales_status, cycled: a production whose events differ in state. */
  cycle?: (string | null)[];
  venue?: string;
  hall?: string;
  eventtype?: string;
  ticketmaster?: boolean;
  /** Every other event is restaurant-bundled (restauratietoeslag, Diner arrangement). */
  dinner?: boolean;
  free?: boolean;
  /** One event carries a prices list of the wrong shape (price as a string). */
  brokenPrices?: boolean;
  /** bestelbutton override text by event index. */
  overrides?: Record<number, string>;
  breakText?: "Ja" | "Nee" | "Nog onbekend";
  durationMin?: number;
  /** End at next-day midnight with eindtijdbekend false. */
  endUnknown?: boolean;
  /** One event that started an hour before "now" (show_started). */
  startedNow?: boolean;
  premiere?: boolean;
  sitetags?: string[][];
}

export interface ProductionSpec {
  slug: string;
  slugEn?: string;
  heading: string;
  headingEn?: string;
  sub: [nl: string, en: string] | null;
  genres: string[];
  plan: EventPlan;
  /** production-page data overrides for both languages. */
  page?: Record<string, unknown>;
  noImage?: boolean;
  /** Names of the production's artists (relations.artists → nodes of kind "artist"). */
  artists?: string[];
}

export const PRODUCTION_SPECS: ProductionSpec[] = [
  { slug: "hadestown", heading: "Hadestown", sub: ["De Tony Award-winnende musical", "The Tony Award-winning musical"], genres: ["musical"],
    // The musical layout: more events, their campaign tags and the layout's blocks are added in musical.ts.
    plan: { start: 14, count: 40, step: 2, cycle: [null, null, null, "last_chance", null, "waiting_list", null, "15685"], dinner: true },
    page: { hadestownLayout: true, bigGroupsSize: 20 } },
  { slug: "premiere-hadestown", slugEn: "hadestown-premiere", heading: "Première Hadestown", sub: ["Feestelijke première", "Festive premiere night"], genres: ["musical"],
    plan: { start: 13, count: 1, times: ["19:30"], statusID: "15684", premiere: true },
    page: { hadestownLayout: true, isAllowedInCalendar: false, isAllowedAsHighlight: false, isAllowedInSlideshow: false, isIndexable: false } },
  // Starts in the past: the first events must be dropped by the site.
  { slug: "42nd-street", heading: "42nd Street", sub: ["De klassieke Broadway-musical", "The classic Broadway musical"], genres: ["musical"],
    plan: { start: -6, count: 24, step: 2 }, page: { stars: 5 } },
  { slug: "3-musketiers", slugEn: "3-musketeers", heading: "3 Musketiers", headingEn: "3 Musketeers", sub: ["Eén voor allen", "All for one"], genres: ["musical"],
    plan: { start: 30, count: 16, statusID: "last_chance" }, page: { sortPricesAscending: true } },
  // All sold out, two shows a day: the presale code's sold-out production.
  { slug: "het-zwanenmeer", slugEn: "swan-lake", heading: "Het Zwanenmeer", headingEn: "Swan Lake", sub: ["Het Nationale Ballet", "Dutch National Ballet"], genres: ["ballet"],
    plan: { start: 45, count: 6, times: ["14:00", "20:00"], statusID: "15685", overrides: { 0: "Uitverkocht" } } },
  { slug: "de-notenkraker", slugEn: "the-nutcracker", heading: "De Notenkraker", headingEn: "The Nutcracker", sub: ["Een kerstsprookje", "A Christmas fairy tale"], genres: ["ballet", "dans"],
    plan: { start: 70, count: 10, statusID: "waiting_list", overrides: { 2: "Wachtlijst" } },
    page: { waitingListID: "WL-4411", waitingListTitle: "Schrijf u in voor de wachtlijst" } },
  { slug: "de-oudejaarsconference", slugEn: "the-new-years-eve-conference", heading: "De Oudejaarsconference", headingEn: "The New Year's Eve Conference", sub: ["Terugblik op het jaar", "Looking back on the year"], genres: ["cabaret"],
    plan: { start: 35, count: 15, cycle: [null, "last_chance", "15685"], endUnknown: true, breakText: "Nog onbekend" } },
  { slug: "het-laatste-woord-is-nog-lang-niet-gezegd", heading: "Het Laatste Woord Is Nog Lang Niet Gezegd – Een Avond Vol Verhalen", sub: null, genres: ["cabaret", "literatuur"],
    plan: { start: 20, count: 3, step: 7 } },
  { slug: "gratis-lunchconcert", slugEn: "free-lunchtime-concert", heading: "Gratis Lunchconcert", headingEn: "Free Lunchtime Concert", sub: ["Elke week in het Grand Café", "Every week in the Grand Café"], genres: ["concert_binnenlands"],
    plan: { start: 3, count: 12, step: 7, times: ["12:30"], statusID: "15682", free: true, hall: "10002", breakText: "Nee", durationMin: 45 } },
  { slug: "comedy-night-live", heading: "Comedy Night Live", sub: ["Internationale stand-up", "International stand-up"], genres: ["comedy_international"],
    plan: { start: 25, count: 2, step: 14, statusID: "15680", overrides: { 1: "Verplaatst" } } },
  { slug: "nok-sessies", slugEn: "attic-sessions", heading: "Nok Sessies", headingEn: "Attic Sessions", sub: ["Intieme concerten in de nok van Carré", "Intimate concerts under Carré's roof"], genres: ["concert_binnenlands"],
    plan: { start: 9, count: 5, step: 7, statusID: "15681", hall: "10001" } },
  { slug: "rondleiding-door-carre", slugEn: "guided-tour", heading: "Rondleiding door Carré", headingEn: "Guided Tour of Carré", sub: ["Kijk achter de schermen", "Go behind the scenes"], genres: ["amusement"],
    plan: { start: 2, count: 16, step: 7, times: ["11:00", "14:00"], statusID: "15684", eventtype: "Rondleiding", breakText: "Nee", durationMin: 90 } },
  { slug: "wintercircus", slugEn: "winter-circus", heading: "Wintercircus", headingEn: "Winter Circus", sub: ["Het circus is terug in Carré", "The circus is back at Carré"], genres: ["variété", "amusement"],
    plan: { start: 150, count: 12, times: ["14:00", "19:00"], sales: "sales_not_started" } },
  { slug: "de-laatste-dans", slugEn: "the-last-dance", heading: "De Laatste Dans", headingEn: "The Last Dance", sub: ["Afscheidsvoorstelling", "Farewell performance"], genres: ["dans"],
    plan: { start: 1, count: 1, sales: "sales_finished" } },
  { slug: "matinee-klassiek", slugEn: "classical-matinee", heading: "Matinee Klassiek", headingEn: "Classical Matinee", sub: ["Vandaag in de Theaterzaal", "Today in the main hall"], genres: ["concert_binnenlands"],
    plan: { start: 0, count: 1, startedNow: true } },
  { slug: "zomerconcert", slugEn: "summer-concert", heading: "Zomerconcert", headingEn: "Summer Concert", sub: ["Was een groot succes", "Was a great success"], genres: ["concert_binnenlands"],
    plan: { start: -40, count: 2 } },
  // Every sales state on one page: the sales button becomes a list.
  { slug: "mamma-mia", heading: "Mamma Mia!", sub: ["De hitmusical met ABBA", "The hit musical with ABBA"], genres: ["musical", "pop"],
    plan: { start: 5, count: 14, step: 3, dinner: true, overrides: { 7: "Uitverkocht", 0: "" },
      cycle: [null, "last_chance", "waiting_list", "15682", "15680", "15681", "15684", "15685", "sales_not_started", "sales_finished"] } },
  { slug: "nieuw-in-carre", slugEn: "new-at-carre", heading: "Nieuw in Carré", headingEn: "New at Carré", sub: null, genres: ["amusement"],
    plan: { start: 0, count: 0 }, page: { salesButtonOverrideText: "Binnenkort" } },
  { slug: "jazz-in-de-nok", heading: "Jazz in de Nok", sub: ["Late night jazz", "Late night jazz"], genres: ["concert_buitenlands"], noImage: true,
    plan: { start: 12, count: 4, step: 7, times: ["21:30"], hall: "10001" } },
  { slug: "circus-hurricane", heading: "Circus Hurricane", sub: ["Op locatie in de Zuiveringshal", "On location at the Zuiveringshal"], genres: ["variété"],
    plan: { start: 60, count: 8, venue: "10011", hall: "20001" } },
  { slug: "the-queen-experience", heading: "The Queen Experience", sub: ["Tribute aan Queen", "A tribute to Queen"], genres: ["pop", "concert_buitenlands"],
    plan: { start: 33, count: 2, ticketmaster: true } },
  { slug: "carmen", heading: "Carmen", sub: ["Opera van Bizet", "Opera by Bizet"], genres: ["opera"],
    plan: { start: 50, count: 4, step: 2, brokenPrices: true }, artists: ["Lotte de Vries", "Jasper Koning"] },
  // Text that needs escaping in HTML and in embedded JSON.
  { slug: "rock-en-roll-revue", slugEn: "rock-and-roll-revue", heading: "Rock & Roll Revue", sub: ["Rock & Roll </script><!-- test", "Rock & Roll </script><!-- test"], genres: ["pop"],
    plan: { start: 18, count: 3 } },
  { slug: "carre-kerstgala", slugEn: "carre-christmas-gala", heading: "Carré Kerstgala", headingEn: "Carré Christmas Gala", sub: ["Een feestelijke avond", "A festive evening"], genres: ["amusement"],
    plan: { start: 55, count: 2 }, page: { hidePlaySchedule: true } },
  { slug: "sterren-op-het-ijs", slugEn: "stars-on-ice", heading: "Sterren op het IJs", headingEn: "Stars on Ice", sub: ["De grote ijsrevue", "The great ice revue"], genres: ["variété"],
    plan: { start: 8, count: 30, times: ["14:00", "19:30"] }, page: { enableSpeeldataCalendarView: true } },
  { slug: "cirque-eloize", heading: "Cirque Éloize", sub: ["Acrobatiek uit Montréal", "Acrobatics from Montréal"], genres: ["variété"],
    plan: { start: 22, count: 10 }, page: { overruleDurationText: "Ca. 2 uur inclusief pauze" } },
  { slug: "annie", heading: "Annie", sub: ["De familiemusical", "The family musical"], genres: ["musical"],
    plan: { start: 90, count: 20, times: ["14:00"] }, page: { playlistPublicationDateDays: 30, minAge: 6 } },
  { slug: "besloten-voorstelling", slugEn: "private-performance", heading: "Besloten Voorstelling", headingEn: "Private Performance", sub: ["Alleen op uitnodiging", "By invitation only"], genres: ["toneel"],
    plan: { start: 15, count: 1 }, page: { isAllowedInCalendar: false, isAllowedAsHighlight: false, isIndexable: false } },
  { slug: "romeo-en-julia", slugEn: "romeo-and-juliet", heading: "Romeo en Julia", headingEn: "Romeo and Juliet", sub: ["Shakespeare in Carré", "Shakespeare at Carré"], genres: ["toneel"],
    plan: { start: 40, count: 6 } },
  { slug: "chicago", heading: "Chicago", sub: ["All that jazz", "All that jazz"], genres: ["musical"],
    plan: { start: 110, count: 18, dinner: true }, page: { bigGroupsSize: 15 } },
  { slug: "ballet-nacional", heading: "Ballet Nacional", sub: ["Spaanse dans op zijn best", "Spanish dance at its best"], genres: ["dans", "ballet"],
    plan: { start: 130, count: 4 } },
  { slug: "de-kleine-zeemeermin", slugEn: "the-little-mermaid", heading: "De Kleine Zeemeermin", headingEn: "The Little Mermaid", sub: ["Voor het hele gezin", "For the whole family"], genres: ["musical"],
    plan: { start: 170, count: 9, times: ["11:00", "15:00"] }, page: { minAge: 4 } },
  { slug: "hamlet", heading: "Hamlet", sub: ["Engelstalig", "In English"], genres: ["toneel"],
    plan: { start: 190, count: 3 } },
  { slug: "orkest-van-het-oosten", slugEn: "orchestra-of-the-east", heading: "Orkest van het Oosten", headingEn: "Orchestra of the East", sub: null, genres: ["concert_binnenlands"],
    plan: { start: 210, count: 1, breakText: "Ja" } },
  { slug: "lang-leve-de-liefde", slugEn: "long-live-love", heading: "Lang Leve de Liefde", headingEn: "Long Live Love", sub: ["Cabaret", "Cabaret"], genres: ["cabaret"],
    plan: { start: 230, count: 5, hall: "10001" } },
  { slug: "opera-gala", heading: "Opera Gala", sub: ["De mooiste aria's", "The most beautiful arias"], genres: ["opera"],
    plan: { start: 250, count: 2 }, page: { sortPricesAscending: true } },
  { slug: "stand-up-amsterdam", heading: "Stand-up Amsterdam", sub: ["Comedy in het Engels", "Comedy in English"], genres: ["comedy_international"],
    plan: { start: 270, count: 3, ticketmaster: true } },
  { slug: "dichters-in-carre", slugEn: "poets-at-carre", heading: "Dichters in Carré", headingEn: "Poets at Carré", sub: ["Een avond poëzie", "An evening of poetry"], genres: ["literatuur"],
    plan: { start: 290, count: 1, hall: "10001" } },
  { slug: "soul-night", heading: "Soul Night", sub: ["", ""], genres: ["pop"],
    plan: { start: 300, count: 2, endUnknown: true } },
  { slug: "de-zonnekoning", slugEn: "the-sun-king", heading: "De Zonnekoning", headingEn: "The Sun King", sub: ["Historisch drama", "Historical drama"], genres: ["toneel"],
    plan: { start: 315, count: 7 } },
  { slug: "flamenco-vivo", heading: "Flamenco Vivo", sub: ["Vurige dans", "Fiery dance"], genres: ["dans"],
    plan: { start: 330, count: 2 } },
  { slug: "het-grote-sinterklaasfeest", slugEn: "the-big-sinterklaas-party", heading: "Het Grote Sinterklaasfeest", headingEn: "The Big Sinterklaas Party", sub: ["Voor kinderen vanaf 3 jaar", "For children aged 3 and up"], genres: ["amusement"],
    plan: { start: 26, count: 4, times: ["11:00", "14:30"] }, page: { minAge: 3 } },
  { slug: "big-band-kerst", slugEn: "big-band-christmas", heading: "Big Band Kerst", headingEn: "Big Band Christmas", sub: ["Swingend de feestdagen in", "Swing into the holidays"], genres: ["concert_binnenlands"],
    plan: { start: 57, count: 3, dinner: true } },
  { slug: "nederlands-blazers-ensemble", slugEn: "netherlands-wind-ensemble", heading: "Nederlands Blazers Ensemble", headingEn: "Netherlands Wind Ensemble", sub: ["Nieuwjaarsconcert", "New Year's concert"], genres: ["concert_binnenlands"],
    plan: { start: 75, count: 1 } },
];
