import { isSuccess, type Envelope } from '../model/envelope';
import { WmsError } from '../model/errors';
import type { WmsClient } from './createWmsClient';

/** A role as permission administration lists it. */
export interface RoleSummary {
  roleid: string;
  name: string;
  canedit: boolean;
}

/** A menu of a role's permission tree, with the buttons it offers. */
export interface PermissionMenu {
  menuCode: string;
  name: string;
  path: string;
  kind: string;
  checked: boolean;
  buttons: { code: string; checked: boolean }[];
}

/** An area of a role's permission tree. */
export interface PermissionArea {
  area: string;
  name: string;
  menus: PermissionMenu[];
}

/** A user with the shippers it is assigned to. */
export interface PermissionUser {
  userid: string;
  fullname: string;
  usertype: string;
  roleid: string;
  active: boolean;
  owners: string[];
}

/** A count by a code (a status, a task type). */
export interface CodeCount {
  key: string;
  count: number;
  /** The code's name in the request's language. */
  name: string;
}

/** The console's figures of the day (POST /console/today). */
export interface ConsoleToday {
  receipts: CodeCount[];
  orders: CodeCount[];
  tasks: CodeCount[];
  holds: { count: number; qty: number };
  shortAllocated: number;
  locations: { total: number; used: number };
}

/** A day of the receiving report. */
export interface ReceivingDay { day: string; receipts: number; lines: number; expected: number; received: number }
/** Movements of a transaction type. */
export interface MovementCount { key: string; name: string; count: number; qty: number }
/** Stock by owner and by zone. */
export interface StockReport { byOwner: { key: string; qty: number; onhold: number }[]; byZone: { key: string; qty: number; locations: number }[] }
/** A proposed move of storage optimisation. */
export interface ProposedMove { kind: 'slowInFast' | 'fastInSlow'; storerkey: string; sku: string; fromloc: string; toloc: string; qty: number; picks: number }
/** Storage optimisation: the proposed moves and the bounds used. */
export interface OptimizeReport { days: number; fastMin: number; slowMax: number; moves: ProposedMove[]; summary: { slowInFast: number; fastInSlow: number } }
/** A zone's use against the warning threshold. */
export interface ZoneUse { zone: string; total: number; used: number; cube: number; usedcube: number; usePercent: number; cubePercent: number; over: boolean }

/** A report as print configuration sets it: its template and the printer it prints on. */
export interface PrintReport { reportkey: string; name: string; module: string; template: string; copies: number; printer: { printerkey: string; name: string; printertype: string } | null }

function beanOf<T>(body: Envelope<T>): T {
  if (!isSuccess(body)) {
    const text = typeof body.returnMgr === 'string' && body.returnMgr ? body.returnMgr : undefined;
    throw new WmsError({ kind: 'refused', status: 200, serverMessage: text, response: body });
  }
  return body.bean as T;
}

/** Permission administration and the console (CONTRACT.md, issue 16). A refusal rejects with a WmsError. */
export function createSupervisorCalls(client: WmsClient) {
  return {
    permissionRoles: async (): Promise<RoleSummary[]> => beanOf(await client.post<Envelope<RoleSummary[]>>('/permission/roles')),
    permissionRoleTree: async (roleid: string): Promise<PermissionArea[]> => beanOf(await client.post<Envelope<PermissionArea[]>>('/permission/roleTree', { roleid })),
    savePermissionRole: async (input: { roleid: string; menus: readonly string[]; buttons: readonly string[] }): Promise<void> => {
      beanOf(await client.post<Envelope>('/permission/saveRole', input));
    },
    permissionUsers: async (): Promise<{ users: PermissionUser[]; shippers: string[] }> =>
      beanOf(await client.post<Envelope<{ users: PermissionUser[]; shippers: string[] }>>('/permission/users')),
    savePermissionUser: async (input: { userid: string; owners: readonly string[]; roleid?: string }): Promise<void> => {
      beanOf(await client.post<Envelope>('/permission/saveUser', input));
    },
    reportReceiving: async (days?: number): Promise<ReceivingDay[]> => beanOf(await client.post<Envelope<ReceivingDay[]>>('/report/receiving', days ? { days } : {})),
    reportMovements: async (days?: number): Promise<MovementCount[]> => beanOf(await client.post<Envelope<MovementCount[]>>('/report/movements', days ? { days } : {})),
    reportStock: async (): Promise<StockReport> => beanOf(await client.post<Envelope<StockReport>>('/report/stock')),
    reportOptimize: async (days?: number): Promise<OptimizeReport> => beanOf(await client.post<Envelope<OptimizeReport>>('/report/optimize', days ? { days } : {})),
    reportCapacityWarning: async (threshold?: number): Promise<{ threshold: number; zones: ZoneUse[] }> =>
      beanOf(await client.post<Envelope<{ threshold: number; zones: ZoneUse[] }>>('/report/capacityWarning', threshold ? { threshold } : {})),
    printReports: async (): Promise<PrintReport[]> => beanOf(await client.post<Envelope<PrintReport[]>>('/print/reports')),
    consoleToday: async (): Promise<ConsoleToday> => beanOf(await client.post<Envelope<ConsoleToday>>('/console/today')),
  };
}

export type SupervisorCalls = ReturnType<typeof createSupervisorCalls>;
