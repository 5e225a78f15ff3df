import type { AnswerDecl } from '../answer';
import { importJobSchema } from './imports';
import { code, date, list, num, obj, oneOf, opt, orNull, text } from '../leaves';
import * as v from 'valibot';

/** One committed write someone made, as the server's `/events` stream tells it. */
export const liveEvent = {
  name: 'liveEvent',
  description: 'GET /events, `event: change`: one committed write — { id, kind, menus, ids, version, user, userName, time, groups }.',
  at: 'message',
  schema: () =>
    obj({
      /** Monotonic; sent back as `Last-Event-ID` after a reconnect. */
      id: num,
      kind: oneOf(['insert', 'update', 'delete', 'operation', 'booking']),
      /** Menu codes of the lists the write touches. */
      menus: list(code),
      /** Ids of the records it touches. */
      ids: list(num),
      /** The record's version after the write, when it touched one versioned record. */
      version: orNull(num),
      user: code,
      userName: text,
      time: date,
      /** Per table touched: its menus and ids; `deleted` ids; `versions` id → version; `more`: ids cut. */
      groups: list(
        obj({
          menus: list(code),
          ids: list(num),
          deleted: opt(list(num)),
          versions: opt(v.record(v.string(), num)),
          more: opt(v.literal(true)),
        }),
      ),
    }),
} satisfies AnswerDecl;

/** An import job's progress, as the server tells its own user. */
export const liveImport = {
  name: 'liveImport',
  description: "GET /events, `event: import`: the progress of one of the user's own import jobs.",
  at: 'message',
  schema: importJobSchema,
} satisfies AnswerDecl;
