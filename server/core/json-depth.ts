/**
 * How deeply JSON may nest anywhere the stack reads it: request bodies at the gateway, and the
 * JSON the services parse themselves (auth's bodies, storage's metadata).
 *
 * Why a limit at all: PGlite is Postgres compiled to WASM, where Postgres's own stack-depth check
 * does not work. A jsonb nested 10,000 deep overflows its stack silently (a query answers with no
 * rows, the next one never answers) and one anonymous RPC froze the whole database. Node has its
 * own ceiling too: JSON.stringify of data 10,000 deep throws RangeError. No client of this app
 * sends more than a handful of levels; 64 leaves room for any real document.
 */
export const MAX_JSON_DEPTH = 64;

export class JsonTooDeep extends Error {
  constructor(readonly limit: number) {
    super(`JSON nested deeper than ${limit} levels`);
    this.name = 'JsonTooDeep';
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Follows the nesting of a JSON text fed in chunks, without parsing it: brackets outside strings
 * count, escapes inside strings are skipped. Malformed JSON is not its concern (the parser behind
 * it refuses that); it only answers whether the nesting ever passes the limit, so a body can be
 * refused while it is still arriving, before anything tries to parse it.
 */
export class JsonDepthScanner {
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(readonly limit = MAX_JSON_DEPTH) {}

  /**
   * False once the nesting has gone past the limit (and from then on). A string is read by
   * UTF-16 code unit: the structural characters are ASCII, the same in both encodings, and no
   * byte of a multi-byte UTF-8 sequence is below 0x80.
   */
  push(chunk: Uint8Array | string): boolean {
    if (this.exceeded) return false;
    let { depth, inString, escaped } = this;
    const limit = this.limit;
    const text = typeof chunk === 'string';
    for (let i = 0; i < chunk.length; i++) {
      const byte = text ? chunk.charCodeAt(i) : chunk[i]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) inString = true;
      else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
        if (++depth > limit) {
          this.depth = depth;
          return false;
        }
      } else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && depth > 0) depth--;
    }
    this.depth = depth;
    this.inString = inString;
    this.escaped = escaped;
    return true;
  }

  get exceeded(): boolean {
    return this.depth > this.limit;
  }
}

/** Whether `json` nests deeper than `limit`. */
export function jsonTooDeep(json: string | Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  return !new JsonDepthScanner(limit).push(json);
}

/** JSON.parse that throws JsonTooDeep, before parsing, for a text nested past `limit`. */
export function parseJson(text: string, limit = MAX_JSON_DEPTH): unknown {
  if (jsonTooDeep(text, limit)) throw new JsonTooDeep(limit);
  return JSON.parse(text) as unknown;
}
