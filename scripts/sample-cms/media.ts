/**
 * Media stand-in: the venue's looping home video (spec 1 §2 Home). A two-second 64×36 VP8 WebM,
 * recorded once from a canvas with Chromium's MediaRecorder and kept inline so the sample CMS needs
 * no binary files or tools. Served at `GET /media/hero.webm`.
 */
import type { Request, Response } from "express";

/**
 * Site-relative, because the page's CSP allows same-origin media only and the mapper takes https or
 * site-relative URLs. Until the site answers `/media/*` from the upstream, a page naming it would
 * log Chromium's "Failed to load resource: 404", so the home names it only when asked
 * (`createSampleCms({ heroVideo: true })`).
 */
export const HERO_VIDEO_PATH = "/media/hero.webm";

const HERO_WEBM = Buffer.from(
  [
    "GkXfo59ChoEBQveBAULygQRC84EIQoKEd2VibUKHgQRChYECGFOAZwEAAAAAAAkxEU2bdLlNu4tTq4QVSalmU6yBbk27i1Or",
    "hBZUrmtTrIGTTbuLU6uEH0O2dVOsgdRNu4xTq4QcU7trU6yCCR/srgAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "AAAAAAAAAAAAAAAAAAAVSalmoCrXsYMPQkBEiYRE7lbZTYCGQ2hyb21lV0GGQ2hyb21lFlSua7yuuteBAXPFh/AsiCgI9DaD",
    "gQFV7oEBhoVWX1ZQOOCdsIFAuoEkU8CBAVWwkFWxgQFVuYECVbqBDVW7gQEfQ7Z1AQAAAAAACD/ngQCg/aHOgQAAAFADAJ0B",
    "KkAAJAADhwiFhYiZhIgTAgMepBHmoT3vHWlgM/+MAP7xHRevH/8EF+IP1Bgfoclb3Fhf+gO/vfTBdRmRvlaZmKU2wETQdaGq",
    "pqjugQGlo7ACAJ0BKkAAJAAJxwiFhYiZhIg0ggAGjk/Mx5vxWAD+7SIAoLmhmIEAZQDRAQAOEMQAGAAaOC/0AEN1LM0AAHWh",
    "maaX7oEBpZLRAQAnEYgAGAAYWC/0AAiMAAD7gQCgzqGtgQDTANEBAA4QdAAYADAoL/QABEYAl/zZj6jtpfW2y8n+Dt+j8mKX",
    "8w9IOoAAdaGZppfugQGlktEBACcRPAAYABhYL/QACIwAAPuBZaDNoayBATUA0QEADhBcABgAMCgv9AAERgDHrahFogqW1LTQ",
    "JXX9LUQFTbdipnUFAHWhmaaX7oEBpZLRAQAnERQAGAAYWC/0AAiMAAD7gdOg2KG2gQHDANEBAA4QRAAYADAoL/QABEYAyLWu",
    "F3JLhPJVGQGQ8YY8Zeqs/VsI5yOQAI5XPPC8BqQAdaGZppfugQGlktEBACcQ9AAYABhYL/QACIwAAPuCATWg5KG8gQJnAFEC",
    "AA4QNAAYN6ydzs9VBYT+wACGcP5fSqAQsZyzy062nPXKKAVLg6JCjSSkJjw5sdANOqGmvRcAdaGfpp3ugQGlmNEBACcQ3AAY",
    "ADAoL/QABEYA1McHq8sUAPuCAcOg5KHCgQMAAPEBAA4QKAAYCEn0jbyO3ACGcP7CxUT+wbJxRXP8PEy3X0XdjcQcceXhe26Q",
    "S+micCfKUBrKzBarGziF6scAdaGZppfugQGlktEBACcQuAAYABhYL/QACIwAAPuCAmegv6GegQMyAPEBAA4QZBRgNjFG3Mbu",
    "QAhnAPwQUqMpR6IAdaGYppbugQGlkbEBACcQ2BRgAGFgv9AAIjAA+4IDAKD0odKBA5QAsQIADhAgABg0VLyDNjmXWohr2F3o",
    "AIkg/sA7WlGlp4p/uTWya3s36Nanfa5DUEKxPik1jLq3IVXv9EdPsN0uy7lCsVTYbKSNvB/hLTegdaGZppfugQGlktEBACcQ",
    "oAAYABhYL/QACIwAAPuCAzKg7KHKgQP1ANEBAA4QGAAYADAoL/QABEYA/rWmPil/Fj9J0SOZgsNz9NGY5Je4nwicYEZ59yZ/",
    "I8e3cXrgaAcFitFD1ksuWK+8hK8DGzh1oZmml+6BAaWS0QEAJxCAABgAGFgv9AAIjAAA+4IDlKD4odaBBFMA8QEADhAUABgE",
    "z+jpi+nFgBEk/smPm+T8n3h4To+nPp+nx8afp63dQ19JoemmK8z8Ht6RFMqSgUu1oUyQoZZMlP8u1IF0/0kbSCvqReYFAIlX",
    "QHWhmaaX7oEBpZLRAQAnEGgAGAAYWC/0AAiMAAD7ggP1oECEoeKBBLcA8QIADhANEADCeBP3U08OuLf4O+I78QAESQD+zp/N",
    "CQvu/mI4yKcCx/MhZ4ifOothjnvrKSiLQUrj9hV36Vvw3N2vrcXz3Hd0a8goVFkzuRnpbOnIGYjRlXWWO1OAAHWhmaaX7oEB",
    "pZLRAQAnEFQAGAAYWC/0AAiMAAD7ggRToECAod6BBRoAUQIADhANEADAVhitINB1xXXigAiS/sH/QNLYGC7ojcOd8kdcvYyy",
    "GcGe2e9HIM/K/Hpgi7TWtuKmbFr734dTBo8+2Ri2150bSrn8YKzRjkbFjckqXrdiL5cAdaGZppfugQGlktEBACcQQAAYABhY",
    "L/QACIwAAPuCBLegQIOh4YEFggAxAgAOEAkgAMA9LLG89IbzwwARJP7IX8ZnMIbacpvpNd4grj5Z8HysQjSzn0HpqVuQrtgX",
    "is1VEV84RhpKX9DLYGpAIBTVbtLUagTuSFw6YHgpyObKTG3uBlXhckB1oZmml+6BAaWS0QEAJxAoABgAGFgv9AAIjAAA+4IF",
    "GqBAhKHigQXjANEBAA4QCSAAwAGBQX+gACIw/s88tVs+02H38d1bBc42bzr21JwVc/vCXWEkYFwQnP5cEZoRWWfwgJHrvsbU",
    "502jC0IWqM4tRvfo2tEY+55ijIgI8wAlWEALqwfV8aR1oZmml+6BAaWS0QEAJxAoABgAGFgv9AAIjAAA+4IFgqBAkqHwgQZI",
    "AFECAA4QCSAAwKBSsHwO+I78QAESQP7I5551WozYPurQAsWAQys1LU4627JyX/sFYhaWV/P26vfEvoW7TVH0H0aUicEtDRyE",
    "veLCQUzFE2V/QgbTcV5kJKm/fwPOIrb366jSwLDGVVH0aCOTgHWhmaaX7oEBpZLRAQAnEBwAGAAYWC/0AAiMAAD7ggXjoECL",
    "oemBBqwA0QEADhAJIADAAYFBf6AAIjD+yY5NNQlNg/PEs4/9qGIE18vgALaK9f3ZVr1sVf5PmwoKiHLGnEXGr32UdXeUyN3l",
    "YvXKbju39COGIv97Pi+/J+1SfVwpxG9YmwO+JSUpzNxzUSB1oZmml+6BAaWS0QEAJxAUABgAGFgv9AAIjAAA+4IGSKBAjKHq",
    "gQcPANEBAA4QCSAAwAGBQX+gACIw/s4jjXVr82EnIO/8o0XVHviR91FthC8XR3WXfqyKfJcKybYPx9HkVHaHQNDp8W0CF8dn",
    "oiK93WWLcYVKKGI1xnB3IDMuvubSRIwT3OmA8ZeA9TAAAHWhmaaX7oEBpZLRAQAnEBAAGAAYWC/0AAiMAAD7ggasoNOhsoEH",
    "cgBxAgAOEFwUYUP956vp7+OmL6cWAESQ/eSplBjz52mjaCfleNLv5ZtJ1BXJKPlAdaGYppbugQGlkbEBACcRABRgAGFgv9AA",
    "IjAA+4IHDxxTu2uNu4uzgQC3hveBAfGB1A==",
  ].join(""),
  "base64",
);

export function heroVideoHandler(_req: Request, res: Response): void {
  res.set("Cache-Control", "public, max-age=86400");
  res.set("Accept-Ranges", "none");
  res.type("video/webm").send(HERO_WEBM);
}
