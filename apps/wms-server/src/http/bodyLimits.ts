import type { FastifyInstance } from 'fastify';
import { badInput } from '../engine/errors';

/** The deepest nesting of arrays and objects a JSON body may have (the contract's deepest is 4). */
export const MAX_JSON_DEPTH = 32;

/**
 * The nesting depth of a JSON text, read in one pass without parsing it (strings and their
 * escapes skipped), so a hostile body is refused before the parser builds anything.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return deepest;
}

/**
 * JSON bodies: the size limit is Fastify's (bodyLimit), the depth limit is this parser's, then
 * Fastify's own parser with prototype-poisoning refused. Both limits answer with a catalogued
 * message in the request's language.
 */
export function registerJsonLimits(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > maxDepth) {
      done(badInput('tooDeep', String(maxDepth)), undefined);
      return;
    }
    void parse(request, text, done);
  });
}
