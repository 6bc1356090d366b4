import { describe, expect, it } from 'vitest';
import {
  JsonDepthScanner,
  JsonTooDeep,
  jsonTooDeep,
  MAX_JSON_DEPTH,
  parseJson,
} from '../../server/core/json-depth';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('JSON nesting depth', () => {
  it('counts objects and arrays alike, up to the limit and no further', () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep(`[${nested(MAX_JSON_DEPTH - 1)}]`)).toBe(false);
    expect(jsonTooDeep(`[${nested(MAX_JSON_DEPTH)}]`)).toBe(true);
    // Siblings do not add up: depth is how far it nests, not how many containers there are.
    expect(jsonTooDeep(`[${Array.from({ length: 500 }, () => '{}').join(',')}]`)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonTooDeep(`{"a": "${'{['.repeat(200)}"}`)).toBe(false);
    expect(jsonTooDeep(`{"a": "\\"${'{'.repeat(200)}\\\\"}`)).toBe(false);
    // After an escaped backslash the quote really ends the string.
    expect(
      jsonTooDeep(`["\\\\", ${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}]`),
    ).toBe(true);
  });

  it('follows a text cut into chunks anywhere, in bytes or in UTF-16', () => {
    const text = `{"é": "${'{'.repeat(100)}\\"ж", "b": ${nested(MAX_JSON_DEPTH)}}`;
    const bytes = new TextEncoder().encode(text);
    for (const size of [1, 2, 3, 7, 64]) {
      const scanner = new JsonDepthScanner();
      let ok = true;
      for (let i = 0; i < bytes.length; i += size) ok = scanner.push(bytes.subarray(i, i + size));
      expect(ok).toBe(false);
      expect(scanner.exceeded).toBe(true);
      expect(scanner.push(new Uint8Array())).toBe(false);
    }
    expect(jsonTooDeep(text)).toBe(true);
    expect(jsonTooDeep(text.replace('"b": {"a":', '"b": '))).toBe(false);
  });

  it('parses what is within the limit and refuses the rest before parsing it', () => {
    expect(parseJson('{"a": [1, {"b": null}]}')).toEqual({ a: [1, { b: null }] });
    expect(() => parseJson(nested(10_000))).toThrow(JsonTooDeep);
    expect(() => parseJson(nested(3), 2)).toThrow('JSON nested deeper than 2 levels');
    expect(() => parseJson('{"a":')).toThrow(SyntaxError);
  });
});
