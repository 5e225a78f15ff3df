import type { WmsClient } from './createWmsClient';
import { readAnswer } from './answer';
import type { AnswerOf } from '../contract/catalogue';
import type { AnswerDecl, OutputOf } from '../contract/answer';
import {
  consoleToday,
  permissionRoleTree,
  permissionRoles,
  permissionUsers,
  printReports,
  reportCapacityWarning,
  reportMovements,
  reportOptimize,
  reportReceiving,
  reportStock,
} from '../contract/answers/supervisor';
import { acknowledgement } from '../contract/answers/session';

/** A role as permission administration lists it. */
export type RoleSummary = AnswerOf<'permissionRoles'>[number];
/** An area of a role's permission tree. */
export type PermissionArea = AnswerOf<'permissionRoleTree'>[number];
/** A menu of a role's permission tree, with the buttons it offers. */
export type PermissionMenu = PermissionArea['menus'][number];
/** A user with the shippers it is assigned to. */
export type PermissionUser = AnswerOf<'permissionUsers'>['users'][number];
/** The console's figures of the day (POST /console/today). */
export type ConsoleToday = AnswerOf<'consoleToday'>;
/** A count by a code (a status, a task type), its name in the request's language. */
export type CodeCount = ConsoleToday['receipts'][number];
/** A day of the receiving report. */
export type ReceivingDay = AnswerOf<'reportReceiving'>[number];
/** Movements of a transaction type. */
export type MovementCount = AnswerOf<'reportMovements'>[number];
/** Stock by owner and by zone. */
export type StockReport = AnswerOf<'reportStock'>;
/** Storage optimisation: the proposed moves and the bounds used. */
export type OptimizeReport = AnswerOf<'reportOptimize'>;
/** A proposed move of storage optimisation. */
export type ProposedMove = OptimizeReport['moves'][number];
/** A zone's use against the warning threshold. */
export type ZoneUse = AnswerOf<'reportCapacityWarning'>['zones'][number];
/** A report as print configuration sets it: its template and the printer it prints on. */
export type PrintReport = AnswerOf<'printReports'>[number];

/** Permission administration and the console (CONTRACT.md, issue 16). A refusal rejects with a WmsError. */
export function createSupervisorCalls(client: WmsClient) {
  const read = async <D extends AnswerDecl>(decl: D, path: string, body?: unknown): Promise<OutputOf<D>> =>
    readAnswer(client, decl, await client.post(path, body), { method: 'POST', path });
  return {
    permissionRoles: async (): Promise<RoleSummary[]> => read(permissionRoles, '/permission/roles'),
    permissionRoleTree: async (roleid: string): Promise<PermissionArea[]> => read(permissionRoleTree, '/permission/roleTree', { roleid }),
    savePermissionRole: async (input: { roleid: string; menus: readonly string[]; buttons: readonly string[] }): Promise<void> => {
      await read(acknowledgement, '/permission/saveRole', input);
    },
    permissionUsers: async (): Promise<AnswerOf<'permissionUsers'>> => read(permissionUsers, '/permission/users'),
    savePermissionUser: async (input: { userid: string; owners: readonly string[]; roleid?: string }): Promise<void> => {
      await read(acknowledgement, '/permission/saveUser', input);
    },
    reportReceiving: async (days?: number): Promise<ReceivingDay[]> => read(reportReceiving, '/report/receiving', days ? { days } : {}),
    reportMovements: async (days?: number): Promise<MovementCount[]> => read(reportMovements, '/report/movements', days ? { days } : {}),
    reportStock: async (): Promise<StockReport> => read(reportStock, '/report/stock'),
    reportOptimize: async (days?: number): Promise<OptimizeReport> => read(reportOptimize, '/report/optimize', days ? { days } : {}),
    reportCapacityWarning: async (threshold?: number): Promise<AnswerOf<'reportCapacityWarning'>> => read(reportCapacityWarning, '/report/capacityWarning', threshold ? { threshold } : {}),
    printReports: async (): Promise<PrintReport[]> => read(printReports, '/print/reports'),
    consoleToday: async (): Promise<ConsoleToday> => read(consoleToday, '/console/today'),
  };
}

export type SupervisorCalls = ReturnType<typeof createSupervisorCalls>;
