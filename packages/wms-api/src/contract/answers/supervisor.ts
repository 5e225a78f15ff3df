import type { AnswerDecl } from '../answer';
import { code, date, flag, list, num, obj, oneOf, opt, orNull, text, type Leaf } from '../leaves';

const codeCount = () => obj({ key: code, count: num, name: text });

/** A proposed move of storage optimisation: a slow item out of a fast place, or the reverse. Named, so that the declarations say this name (an inferred union of literals prints in the order the compiler first met them, which differs between builds: the API report's check). */
export type OptimizeMoveKind = 'slowInFast' | 'fastInSlow';
const moveKind = (): Leaf<OptimizeMoveKind> => oneOf(['slowInFast', 'fastInSlow']);

export const permissionRoles = {
  name: 'permissionRoles',
  description: "POST /permission/roles: the roles, names in the request's language.",
  at: 'bean',
  schema: () => list(obj({ roleid: code, name: text, canedit: flag })),
} satisfies AnswerDecl;

export const permissionRoleTree = {
  name: 'permissionRoleTree',
  description: "POST /permission/roleTree { roleid }: a role's permission tree, areas of menus with their buttons, each checked or not.",
  at: 'bean',
  schema: () =>
    list(
      obj({
        area: code,
        name: text,
        menus: list(obj({ menuCode: code, name: text, path: text, kind: code, checked: flag, buttons: list(obj({ code, checked: flag })) })),
      }),
    ),
} satisfies AnswerDecl;

export const permissionUsers = {
  name: 'permissionUsers',
  description: 'POST /permission/users: the users with their role and shippers, and every shipper.',
  at: 'bean',
  schema: () =>
    obj({
      users: list(obj({ userid: code, fullname: text, usertype: code, roleid: code, active: flag, owners: list(code) })),
      shippers: list(code),
    }),
} satisfies AnswerDecl;

export const consoleToday = {
  name: 'consoleToday',
  description: "POST /console/today: the console's figures of the day — receipts, orders and tasks by status, holds, short allocations, locations used.",
  at: 'bean',
  schema: () =>
    obj({
      receipts: list(codeCount()),
      orders: list(codeCount()),
      tasks: list(codeCount()),
      holds: obj({ count: num, qty: num }),
      shortAllocated: num,
      locations: obj({ total: num, used: num }),
    }),
} satisfies AnswerDecl;

export const reportReceiving = {
  name: 'reportReceiving',
  description: 'POST /report/receiving { days? }: one row a day of the window, oldest first.',
  at: 'bean',
  schema: () => list(obj({ day: date, receipts: num, lines: num, expected: num, received: num })),
} satisfies AnswerDecl;

export const reportMovements = {
  name: 'reportMovements',
  description: 'POST /report/movements { days? }: movements by transaction type, most frequent first.',
  at: 'bean',
  schema: () => list(obj({ key: code, name: text, count: num, qty: num })),
} satisfies AnswerDecl;

export const reportStock = {
  name: 'reportStock',
  description: 'POST /report/stock: stock by owner and by zone.',
  at: 'bean',
  schema: () =>
    obj({
      byOwner: list(obj({ key: code, qty: num, onhold: num })),
      byZone: list(obj({ key: code, qty: num, locations: num })),
    }),
} satisfies AnswerDecl;

export const reportOptimize = {
  name: 'reportOptimize',
  description: 'POST /report/optimize { days? }: the proposed moves of storage optimisation and the bounds used.',
  at: 'bean',
  schema: () =>
    obj({
      days: num,
      fastMin: num,
      slowMax: num,
      moves: list(obj({ kind: moveKind(), storerkey: code, sku: code, fromloc: code, toloc: code, qty: num, picks: num })),
      summary: obj({ slowInFast: num, fastInSlow: num }),
    }),
} satisfies AnswerDecl;

export const reportCapacityWarning = {
  name: 'reportCapacityWarning',
  description: "POST /report/capacityWarning { threshold? }: each zone's use against the threshold.",
  at: 'bean',
  schema: () =>
    obj({
      threshold: num,
      zones: list(obj({ zone: code, total: num, used: num, cube: num, usedcube: num, usePercent: num, cubePercent: num, over: flag })),
    }),
} satisfies AnswerDecl;

export const printReports = {
  name: 'printReports',
  description: 'POST /print/reports: the active reports with their template and the printer each is set to (or null).',
  at: 'bean',
  schema: () =>
    list(
      obj({
        reportkey: code,
        name: text,
        module: code,
        template: text,
        copies: num,
        // labelsize ('100x60', '4x6in') and language ('ZPL') are the printer's label and print language (issue 48).
        printer: orNull(obj({ printerkey: code, name: text, printertype: code, labelsize: opt(text), language: opt(code) })),
      }),
    ),
} satisfies AnswerDecl;

