import pino, { type Logger } from "pino";

/** Headers and fields that must never reach a log line (secrets, sessions, form contents). */
const REDACT = [
  "req.headers.cookie",
  "req.headers.authorization",
  "req.headers['x-cms-signature']",
  "res.headers['set-cookie']",
  "body",
];

export function createLogger(options: { level: string; pretty: boolean }): Logger {
  const settings = { level: options.level, redact: { paths: REDACT, remove: true } };
  if (options.pretty) return pino({ ...settings, transport: { target: "pino-pretty", options: { colorize: true } } });
  // Not one blocking write(2) per line (pino's default): each write starts when the previous one has
  // finished and takes every line logged meanwhile, so a busy process writes in batches and an idle
  // one at once. pino flushes what is left when the process exits.
  return pino(settings, pino.destination({ dest: 1, sync: false }));
}
