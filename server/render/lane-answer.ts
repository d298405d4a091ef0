/**
 * The hit lane's answer to a plain GET (issue 21 §4): a stored page is sent many times with the same
 * headers but two (X-Request-Id, Age), so the headers the pipeline's own code sets for it (security,
 * cache, type, policy, ETag, encoding, length: `sendStoredPage`) are recorded once per stored page,
 * outcome and encoding, and each response writes them in one `writeHead` with a header list: Node
 * then neither validates nor stores them one by one (most of what a hit cost beyond the bytes).
 * Recording runs that very code, so the lane cannot drift from the pipeline; HEAD and conditional
 * requests take the ordinary path (hit-lane.ts).
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from "node:http";
import { chooseEncoding, readyEncoded } from "./encoded-body";
import { ageOf, sendStoredPage, type SendOptions } from "./page-output";
import type { StoredPage } from "./stored-page";

interface Recorded {
  status: number;
  /** Name, value, name, value…: what `writeHead` takes as it is. */
  headers: string[];
  /** Where Age's value is in `headers`, or -1 when the page's answers carry none. */
  ageAt: number;
  body: Buffer;
}

/** How the lane sends a stored page: fresh or stale, with its freshness left and the site's header code. */
type LaneSend = Pick<SendOptions, "state" | "outcome" | "headers"> & { remainingMs: number };

/** Per stored page, its recorded answers by outcome and encoding: at most a handful, gone with the page. */
const recordedOf = new WeakMap<StoredPage, Map<string, Recorded>>();

/** Whether the lane may answer with a recorded answer: a GET that asks for no comparison with a copy it has. */
export function takesRecordedAnswer(req: IncomingMessage): boolean {
  return req.method === "GET" && req.headers["if-none-match"] === undefined && req.headers["if-modified-since"] === undefined;
}

/**
 * Sends the recorded answer and says true, or says false when there is none to record yet: the page's
 * bytes in this encoding are still being compressed (the first request for them), which the ordinary
 * path waits for.
 */
export function sendRecorded(req: IncomingMessage, res: ServerResponse, page: StoredPage, how: LaneSend, requestId: string): boolean {
  const encoding = page.etag ? chooseEncoding(req, page.body) : null;
  const key = `${how.state} ${how.outcome} ${encoding ?? ""}`;
  let answers = recordedOf.get(page);
  if (!answers) recordedOf.set(page, (answers = new Map()));
  let answer = answers.get(key);
  if (!answer) {
    if (encoding && !readyEncoded(page.body, encoding)) return false;
    answers.set(key, (answer = record(page, how, encoding)));
  }
  const headers = [...answer.headers, "X-Request-Id", requestId];
  if (answer.ageAt >= 0) headers[answer.ageAt] = String(ageOf(page, how.remainingMs));
  res.writeHead(answer.status, headers);
  res.end(answer.body);
  return true;
}

/** The pipeline's answer to a GET taking `encoding`, as sendStoredPage writes it, kept instead of sent. */
function record(page: StoredPage, how: LaneSend, encoding: string | null): Recorded {
  const recorder = new HeaderRecorder();
  const asked = { method: "GET", headers: encoding ? { "accept-encoding": encoding } : {} } as IncomingMessage;
  const res = recorder as unknown as ServerResponse;
  how.headers.security.apply(res);
  sendStoredPage(asked, res, page, how);
  const headers: string[] = [];
  for (const [name, value] of recorder.headers.values()) for (const one of Array.isArray(value) ? value : [value]) headers.push(name, String(one));
  const age = headers.findIndex((name, i) => i % 2 === 0 && name === "Age");
  return { status: recorder.statusCode, headers, ageAt: age < 0 ? -1 : age + 1, body: recorder.body ?? Buffer.alloc(0) };
}

/** What sendStoredPage and the header helpers use of a response, keeping what they set. */
class HeaderRecorder {
  statusCode = 200;
  body: Buffer | undefined;
  /** By lower-case name: the name as set, and its value. */
  readonly headers = new Map<string, [string, OutgoingHttpHeader]>();
  setHeader(name: string, value: OutgoingHttpHeader): this {
    this.headers.set(name.toLowerCase(), [name, value]);
    return this;
  }
  getHeader(name: string): OutgoingHttpHeader | undefined {
    return this.headers.get(name.toLowerCase())?.[1];
  }
  hasHeader(name: string): boolean {
    return this.headers.has(name.toLowerCase());
  }
  removeHeader(name: string): void {
    this.headers.delete(name.toLowerCase());
  }
  writeHead(): this {
    return this;
  }
  end(body?: Buffer): this {
    this.body = body;
    return this;
  }
}
