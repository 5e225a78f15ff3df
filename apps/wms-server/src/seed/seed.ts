import { randomBytes, scryptSync } from 'node:crypto';
import type { SQLInputValue, StatementSync } from 'node:sqlite';
import { DICTIONARIES } from '../catalogue/dictionaries';
import { ENTITIES, entityByName } from '../catalogue/entities';
import { AREAS, LIST_ROUTES, OTHER_ROUTES, menuCodeOf } from '../catalogue/routes';
import type { EntityDef } from '../catalogue/types';
import { transaction, type Db } from '../db/database';
import { routeFields } from '../engine/columns';
import { seedGtin } from '../flows/itemCodes';
import { openingBalances } from '../ledger/ledger';
import { Random, formatTime } from './random';
import { CARRIERS, CITIES, COLOURS, COMPANY_KINDS, COMPANY_WORDS, PEOPLE, PRODUCTS, STREETS } from './texts';

export interface SeedOptions {
  /** The generator's seed (default 20260615). */
  seed?: number;
  /** The day the data leads up to (epoch ms; default now). */
  anchor?: number;
  /** Put at least 1,000,000 rows into inventory and transactions. */
  large?: boolean;
}

export interface SeedReport {
  rows: number;
  byTable: Record<string, number>;
  ms: number;
}

type Row = Record<string, SQLInputValue | undefined>;

/** The demo users printed at start. */
export const DEMO_USERS = [
  { userid: 'admin', password: 'admin123', usertype: 'internal', roleid: 'ADMIN', fullname: '系统管理员', owners: '', whseids: 'WH01,WH02' },
  { userid: 'shipper', password: 'shipper123', usertype: 'shipper', roleid: 'SHIPPER', fullname: '货主用户（华通）', owners: 'OW001,OW002', whseids: 'WH01' },
] as const;

/** scrypt hash of a password with a salt. */
export function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32, { N: 1024 }).toString('hex');
}

class Inserter {
  private readonly statement: StatementSync;
  private readonly columns: string[];
  private readonly fallbacks: SQLInputValue[];
  count = 0;

  constructor(
    db: Db,
    readonly entity: EntityDef,
    private readonly whseid: string,
  ) {
    this.columns = [...(entity.scoped ? ['whseid'] : []), ...entity.fields.map((f) => f.code), ...(entity.name === 'user' ? ['password_hash', 'salt'] : [])];
    this.fallbacks = this.columns.map((c) => {
      const field = entity.fields.find((f) => f.code === c);
      if (c === 'version') return 1;
      return field?.type === 10401 ? 0 : field?.type === 10403 ? null : '';
    });
    this.statement = db.prepare(`INSERT INTO "${entity.table}" (${this.columns.map((c) => `"${c}"`).join(', ')}) VALUES (${this.columns.map(() => '?').join(', ')})`);
  }

  add(row: Row, whseid = this.whseid): void {
    const values = this.columns.map((c, i) => {
      if (c === 'whseid' && this.entity.scoped) return whseid;
      const v = row[c];
      return v !== undefined ? v : (this.fallbacks[i] ?? '');
    });
    this.statement.run(...values);
    this.count++;
  }
}

/** Seeds an empty database with every business area's data; deterministic for a seed and anchor. */
export function seedDatabase(db: Db, options: SeedOptions = {}): SeedReport {
  const started = Date.now();
  const rnd = new Random(options.seed ?? 20260615);
  const anchor = options.anchor ?? Date.now();
  const day = 86_400_000;
  const ago = (maxDays: number, minDays = 0) => anchor - minDays * day - Math.floor(rnd.next() * (maxDays - minDays) * day);
  const t = (ms: number) => formatTime(ms);
  const inserters = new Map<string, Inserter>();
  const ins = (name: string, whseid = 'WH01') => {
    const key = name;
    let found = inserters.get(key);
    if (!found) {
      found = new Inserter(db, entityByName(name), whseid);
      inserters.set(key, found);
    }
    return found;
  };
  const audit = (ms: number, who = rnd.pick(PEOPLE)[1].replace(' ', '').toLowerCase()) => ({ addwho: who, adddate: t(ms), editwho: who, editdate: t(ms) });
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  const WAREHOUSES = ['WH01', 'WH02'];
  const whseOf = () => (rnd.chance(0.8) ? 'WH01' : 'WH02');

  transaction(db, () => {
    // Dictionary
    const dict = db.prepare('INSERT INTO dictionary (dict_code, code, zh, en, sortnum) VALUES (?, ?, ?, ?, ?)');
    for (const [code, entries] of Object.entries(DICTIONARIES)) entries.forEach(([c, zh, en], i) => dict.run(code, c, zh, en, i + 1));

    // Warehouses, areas, zones, locations
    ins('warehouse').add({ whseid: 'WH01', name: '上海一号仓', name_en: 'Shanghai DC 1', city: '上海', address: '浦东新区外高桥保税区富特北路 88 号', active: '1', ...audit(anchor - 400 * day, 'admin') });
    ins('warehouse').add({ whseid: 'WH02', name: '广州二号仓', name_en: 'Guangzhou DC 2', city: '广州', address: '黄埔区云埔工业区埔南路 36 号', active: '1', ...audit(anchor - 300 * day, 'admin') });
    const zones: Record<string, string[]> = { WH01: [], WH02: [] };
    const locs: Record<string, string[]> = { WH01: [], WH02: [] };
    for (const whseid of WAREHOUSES) {
      const areaRows: [string, string, string][] = [['IN', '收货区', 'INBOUND'], ['ST', '存储区', 'STORAGE'], ['OUT', '发货区', 'OUTBOUND'], ['HB', '立体库区', 'STORAGE']];
      for (const [areakey, descr, areatype] of areaRows) ins('area').add({ areakey, descr, areatype, taskuser: rnd.pick(PEOPLE)[0], ...audit(anchor - 300 * day, 'admin') }, whseid);
      const zoneRows: [string, string, string, string][] = [
        ['RCV', '收货暂存区', 'IN', 'STORAGE'], ['A', 'A 区 快消品', 'ST', 'STORAGE'], ['B', 'B 区 日化', 'ST', 'STORAGE'], ['C', 'C 区 电子', 'ST', 'STORAGE'],
        ['D', 'D 区 服装', 'ST', 'STORAGE'], ['P', '拣货区', 'ST', 'PICK'], ['COLD', '冷藏区', 'ST', 'COLD'], ['HB', '立体库', 'HB', 'HIGHBAY'], ['SHIP', '发货暂存区', 'OUT', 'STORAGE'],
      ];
      for (const [zone, descr, area, zonetype] of zoneRows) {
        ins('zone').add({ zone, descr, area, zonetype, pickroute: `R-${zone}`, ...audit(anchor - 300 * day, 'admin') }, whseid);
        zones[whseid]?.push(zone);
      }
      const perZone = whseid === 'WH01' ? 360 : 120;
      for (const [zone, , area] of zoneRows) {
        for (let i = 1; i <= perZone; i++) {
          const aisle = pad(Math.ceil(i / 40), 2);
          const level = ((i - 1) % 4) + 1;
          const loc = `${zone}-${aisle}-${pad(((i - 1) % 40) + 1, 2)}-${level}`;
          const cube = rnd.pick([1.2, 1.5, 2, 2.4]);
          ins('loc').add({
            loc, zone, area, loctype: zone === 'RCV' || zone === 'SHIP' ? 'STAGE' : zone === 'P' ? 'PICK' : 'STORAGE', abc: rnd.pick(['A', 'B', 'C']), loclevel: level,
            logicalloc: pad(i, 5), maxqty: rnd.pick([200, 500, 1000]), cube, usedcube: Math.round(cube * rnd.next() * 100) / 100, status: rnd.chance(0.03) ? 'HOLD' : 'OK',
            ...audit(anchor - 300 * day, 'admin'),
          }, whseid);
          locs[whseid]?.push(loc);
        }
      }
      ins('loc').add({ loc: 'LOST', zone: 'RCV', area: 'IN', loctype: 'LOST', abc: 'C', loclevel: 1, status: 'HOLD', ...audit(anchor - 300 * day, 'admin') }, whseid);
      for (let i = 1; i <= 6; i++) ins('loc').add({ loc: `DOOR${pad(i, 2)}`, zone: 'SHIP', area: 'OUT', loctype: 'DOCK', abc: 'A', loclevel: 1, status: 'OK', ...audit(anchor - 300 * day, 'admin') }, whseid);
    }

    // Storers: owners, ship-to, carriers, customers, suppliers
    const company = () => {
      const [cz, ce] = rnd.pick(CITIES);
      const [wz, we] = rnd.pick(COMPANY_WORDS);
      const [kz, ke] = rnd.pick(COMPANY_KINDS);
      return { company: `${cz}${wz}${kz}`, company_en: `${ce} ${we} ${ke}`, city: cz };
    };
    const owners: string[] = [];
    const storerCodes: Record<string, string[]> = { '1': [], '2': [], '3': [], '4': [], '5': [] };
    const storerCounts: [string, string, number][] = [['1', 'OW', 12], ['2', 'ST', 80], ['3', 'CA', CARRIERS.length], ['4', 'CU', 40], ['5', 'SU', 50]];
    for (const [type, prefix, count] of storerCounts) {
      for (let i = 1; i <= count; i++) {
        const code = `${prefix}${pad(i, 3)}`;
        const names = type === '3' ? { company: CARRIERS[i - 1]?.[0] ?? '', company_en: CARRIERS[i - 1]?.[1] ?? '', city: rnd.pick(CITIES)[0] } : company();
        const [person] = rnd.pick(PEOPLE);
        ins('storer').add({ storerkey: code, type, ...names, contact: person, phone: `1${rnd.int(30, 89)}${pad(rnd.int(0, 99_999_999), 8)}`, address: `${names.city}市${rnd.pick(STREETS)}${rnd.int(1, 999)}号`, country: rnd.chance(0.9) ? 'CN' : rnd.pick(['US', 'DE', 'JP', 'SG']), active: type === '3' || rnd.chance(0.95) ? '1' : '0', ...audit(anchor - 365 * day, 'admin') });
        storerCodes[type]?.push(code);
        if (type === '1') owners.push(code);
      }
    }

    // Packs and SKUs
    const packs: string[] = [];
    for (const [i, per] of [1, 6, 12, 20, 24, 30, 40, 48, 50, 60, 100, 120].entries()) {
      const packkey = `PK${pad(per, 3)}`;
      ins('pack').add({ packkey, descr: `1×${per} 标准箱`, packuom1: 'EA', innerpack: per >= 24 ? 6 : 1, casecnt: per, pallet: per * rnd.int(20, 60), weight: Math.round(per * rnd.next() * 50) / 10 || 1, ...audit(anchor - 360 * day + i, 'admin') });
      packs.push(packkey);
    }
    const skus: { storerkey: string; sku: string; descr: string; group: string }[] = [];
    const skuCount = 3000;
    for (let i = 1; i <= skuCount; i++) {
      const storerkey = owners[i % owners.length] ?? 'OW001';
      const [zh, en, group] = rnd.pick(PRODUCTS);
      const colour = group === 'APPAREL' ? rnd.pick(COLOURS) : '';
      const sku = `${group.slice(0, 2)}${pad(i, 6)}`;
      const descr = `${zh}${colour ? ` ${colour}色` : ''} ${rnd.pick(['经典款', '家庭装', '升级版', '标准装', '促销装'])}`;
      ins('sku').add({
        storerkey, sku, descr, descr_en: en, packkey: rnd.pick(packs), skugroup: group, abc: rnd.weighted([['A', 2], ['B', 3], ['C', 5]] as const),
        stdgrossweight: Math.round(rnd.next() * 5000) / 1000, stdcube: Math.round(rnd.next() * 20) / 1000, shelflife: group === 'FOOD' || group === 'MED' ? rnd.pick([180, 365, 540, 720]) : 0,
        serialflag: group === 'ELEC' ? '1' : '0', lotvalidation: group === 'MED' ? 'LV_MED' : 'LV_STD', hazmatcode: zh.includes('酒精') ? 'UN1170' : '', freightclass: rnd.pick(['50', '70', '85', '100']),
        holdonreceipt: group === 'MED' ? '1' : '0', weighship: rnd.chance(0.2) ? '1' : '0', putawayzone: rnd.pick(['A', 'B', 'C', 'D']), cyclecountfreq: rnd.pick([30, 60, 90]),
        replenmin: rnd.int(5, 20), replenmax: rnd.int(50, 200), capacity: rnd.int(100, 1000), price: Math.round(rnd.next() * 50000) / 100, active: rnd.chance(0.97) ? '1' : '0',
        ...audit(anchor - rnd.int(200, 400) * day),
      });
      skus.push({ storerkey, sku, descr, group });
    }
    const byOwner = new Map<string, typeof skus>();
    for (const s of skus) byOwner.set(s.storerkey, [...(byOwner.get(s.storerkey) ?? []), s]);
    const ownerSkus = (storerkey: string) => (byOwner.get(storerkey) ?? skus).slice(0, 80);
    for (let i = 1; i <= 200; i++) {
      const a = rnd.pick(skus);
      const b = skus.find((s, k) => k > i && s.storerkey === a.storerkey && s.group === a.group && s.sku !== a.sku) ?? rnd.pick(skus.filter((s) => s.storerkey === a.storerkey && s.sku !== a.sku));
      ins('altsku').add({ storerkey: a.storerkey, sku: a.sku, altsku: b.sku, descr: `${a.descr} 可替代为 ${b.descr}`, active: '1', ...audit(ago(200)) });
    }
    // GS1 GTINs (issue 39): the items receipts and orders are made of (each owner's first 80, the
    // serial-managed electronics among them) carry an EAN-13 as an alternative code, which a GS1
    // label's (01) finds; no random draw, so the rest of the seed stays as it was.
    for (const storerkey of byOwner.keys()) {
      for (const item of ownerSkus(storerkey)) {
        const gtin = seedGtin(item.sku);
        if (gtin) ins('altsku').add({ storerkey, sku: item.sku, altsku: gtin, descr: `GTIN ${gtin}`, active: '1', ...audit(anchor - 300 * day, 'admin') });
      }
    }

    const people = PEOPLE.map(([zh, en]) => ({ zh, user: en.replace(' ', '').toLowerCase() }));
    const lottablesFor = (ms: number, s: { group: string }) => ({
      lottable01: `PB${pad(rnd.int(1, 999), 3)}`, lottable02: `L${t(ms).slice(2, 10).replaceAll('-', '')}${pad(rnd.int(1, 99), 2)}`, lottable03: rnd.weighted([['合格', 9], ['待检', 1]] as const),
      lottable04: t(ms - rnd.int(10, 200) * day), lottable05: s.group === 'FOOD' || s.group === 'MED' ? t(ms + rnd.int(90, 700) * day) : null, lottable06: `SL${pad(rnd.int(1, 9999), 4)}`,
    });
    const lottablesMore = (ms: number) => ({ lottable07: rnd.pick(['中国', '越南', '泰国', '德国']), lottable08: `PO${pad(rnd.int(1, 1200), 10)}`, lottable09: t(ms), lottable10: rnd.pick(['', ...COLOURS]), lottable11: rnd.pick(['', 'S', 'M', 'L', 'XL']), lottable12: '' });

    // Purchase orders, receipts, details, over-receipts
    for (let i = 1; i <= 1200; i++) {
      const ms = ago(180);
      const status = rnd.weighted([['0', 2], ['1', 2], ['2', 4], ['3', 1], ['4', 1], ['9', 0.3]] as const);
      const qty = rnd.int(50, 5000);
      ins('po', whseOf()).add({
        pokey: `PO${pad(i, 10)}`, externpokey: `EPO-${t(ms).slice(0, 7).replace('-', '')}-${pad(i, 5)}`, storerkey: rnd.pick(owners), suppliercode: rnd.pick(storerCodes['5'] ?? []),
        buyer: rnd.pick(people).zh, status, podate: t(ms), expecteddate: t(ms + rnd.int(1, 14) * day), qtyordered: qty, qtyreceived: status === '0' ? 0 : status === '1' ? Math.floor(qty / 2) : qty,
        notes: rnd.chance(0.2) ? '请按批次分开码放' : '', ...audit(ms),
      }, undefined);
    }
    let detailCount = 0;
    for (let i = 1; i <= 2000; i++) {
      const ms = ago(180);
      const whseid = whseOf();
      const status = ms > anchor - 3 * day ? rnd.weighted([['0', 5], ['1', 3], ['2', 2]] as const) : rnd.weighted([['2', 2], ['3', 5], ['4', 2], ['9', 0.3], ['0', 0.2]] as const);
      const receipttype = rnd.weighted([['0', 8], ['1', 1.5], ['2', 0.5], ['3', 0.3]] as const);
      const storerkey = rnd.pick(owners);
      const lines = rnd.int(1, 6);
      const receiptkey = `ASN${pad(i, 10)}`;
      let expected = 0;
      let received = 0;
      for (let l = 1; l <= lines; l++) {
        const s = rnd.pick(ownerSkus(storerkey));
        const qe = rnd.int(10, 800);
        const qr = status === '0' ? 0 : status === '1' ? rnd.int(0, qe) : status === '9' ? 0 : qe + (rnd.chance(0.03) ? rnd.int(1, 20) : 0);
        expected += qe;
        received += qr;
        detailCount++;
        const qc = s.group === 'MED' || rnd.chance(0.1);
        ins('receiptDetail').add({
          receiptkey, receiptlinenumber: pad(l, 5), storerkey, sku: s.sku, descr: s.descr, status, qtyexpected: qe, qtyreceived: qr, uom: 'EA', lot: qr > 0 ? `LOT${pad(detailCount, 9)}` : '',
          toloc: qr > 0 ? rnd.pick(locs[whseid] ?? []) : '', toid: qr > 0 ? `LPN${pad(detailCount, 9)}` : '', caseid: rnd.chance(0.5) ? `C${pad(detailCount, 10)}` : '', grossweight: Math.round(qe * rnd.next() * 100) / 100,
          ...lottablesFor(ms, s), ...lottablesMore(ms), qcrequired: qc ? '1' : '0', qcstatus: qc && qr > 0 ? rnd.weighted([['1', 8], ['2', 1], ['3', 1]] as const) : '0', qcqty: qc ? Math.ceil(qr * 0.1) : 0,
          qcwho: qc ? rnd.pick(people).zh : '', returnreason: receipttype === '1' ? rnd.pick(['R01', 'R02', 'R03', 'R04']) : '', returncondition: receipttype === '1' ? rnd.pick(['GOOD', 'OPENED', 'DAMAGED']) : '',
          disposition: receipttype === '1' ? rnd.pick(['RESTOCK', 'REPAIR', 'SCRAP', 'RTV']) : '', ...audit(ms),
        }, whseid);
      }
      ins('asn').add({
        receiptkey, externreceiptkey: `E${pad(rnd.int(1, 9_999_999), 9)}`, storerkey, receipttype, status, source: rnd.chance(0.7) ? '1' : '0', suppliercode: rnd.pick(storerCodes['5'] ?? []),
        orderdate: t(ms - rnd.int(1, 10) * day), expectedreceiptdate: t(ms + rnd.int(0, 3) * day), receiptdate: status === '0' ? null : t(ms + rnd.int(0, 4) * day),
        totalqtyexpected: expected, totalqtyreceived: received, carrierkey: rnd.pick(storerCodes['3'] ?? []), appointmentno: rnd.chance(0.6) ? `AP${pad(i, 8)}` : '', door: `DOOR${pad(rnd.int(1, 6), 2)}`,
        trailer: `沪${String.fromCharCode(65 + rnd.int(0, 25))}${pad(rnd.int(0, 99999), 5)}`, driver: rnd.pick(people).zh, incoterms: rnd.pick(['EXW', 'FOB', 'CIF', 'DAP', 'DDP']), placeofloading: rnd.pick(CITIES)[0],
        placeofdischarge: whseid === 'WH01' ? '上海' : '广州', placeofdelivery: whseid === 'WH01' ? '上海外高桥' : '广州黄埔', origincountry: 'CN', destinationcountry: 'CN',
        returnreason: receipttype === '1' ? rnd.pick(['质量问题', '客户拒收', '七天无理由退货']) : '', notes: rnd.chance(0.15) ? 'Fragile: handle with care / 易碎品轻拿轻放' : '', ...audit(ms),
      }, whseid);
      if (i % 10 === 0) {
        ins('overcharge').add({
          overchargekey: `OC${pad(i / 10, 10)}`, receiptkey, pokey: `PO${pad(rnd.int(1, 1200), 10)}`, storerkey, sku: rnd.pick(ownerSkus(storerkey)).sku,
          qtyexpected: rnd.int(100, 500), overchargeqty: rnd.int(1, 30), unsettledqty: rnd.int(1, 30), status: rnd.pick(['0', '1', '2']), reason: rnd.pick(['供应商多发', '赠品', '包装规格差异']), ...audit(ms),
        }, whseid);
      }
    }

    // Inventory and its transactions
    const inventoryRows = 30_000;
    const addInventory = (n: number) => {
      const whseid = whseOf();
      const s = skus[(n * 7919) % skus.length] ?? rnd.pick(skus);
      const ms = ago(240);
      const qty = rnd.int(1, 600);
      const loc = rnd.pick(locs[whseid] ?? []);
      const onhold = rnd.chance(0.03);
      ins('inventory').add({
        storerkey: s.storerkey, sku: s.sku, descr: s.descr, lot: `LOT${pad(n, 9)}`, loc, lpnid: rnd.chance(0.7) ? `LPN${pad(n, 9)}` : '', zone: loc.split('-')[0] ?? '', qty,
        // Held stock is not allocatable (the ledger's invariants): a held row has nothing allocated or picked.
        ...((allocated: number, picked: number) => ({ qtyallocated: onhold ? 0 : allocated, qtypicked: onhold ? 0 : picked }))(
          rnd.chance(0.2) ? rnd.int(0, Math.floor(qty / 2)) : 0, rnd.chance(0.05) ? rnd.int(0, Math.floor(qty / 4)) : 0),
        qtyonhold: onhold ? qty : 0,
        status: onhold ? 'HOLD' : rnd.chance(0.02) ? 'QC' : 'OK', ...lottablesFor(ms, s), ...audit(ms),
      }, whseid);
    };
    for (let n = 1; n <= inventoryRows; n++) addInventory(n);
    const addItrn = (n: number) => {
      const whseid = whseOf();
      const s = skus[(n * 104729) % skus.length] ?? rnd.pick(skus);
      const trantype = rnd.weighted([['DP', 4], ['WD', 4], ['MV', 2], ['AJ', 0.5]] as const);
      const ms = ago(180);
      ins('itrn').add({
        itrnkey: `IT${pad(n, 12)}`, trantype, storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, fromloc: trantype === 'DP' ? 'RCV' : rnd.pick(locs[whseid] ?? []),
        toloc: trantype === 'WD' ? 'SHIP' : rnd.pick(locs[whseid] ?? []), toid: `LPN${pad(rnd.int(1, inventoryRows), 9)}`, qty: trantype === 'WD' ? -rnd.int(1, 200) : rnd.int(1, 300),
        sourcetype: trantype === 'DP' ? 'RECEIPT' : trantype === 'WD' ? 'PICK' : trantype === 'MV' ? 'MOVE' : 'ADJUST', sourcekey: `${trantype === 'DP' ? 'ASN' : 'SO'}${pad(rnd.int(1, 6000), 10)}`, ...audit(ms),
      }, whseid);
    };
    const itrnRows = 40_000;
    for (let n = 1; n <= itrnRows; n++) addItrn(n);

    // Orders, details, pick details, shipments, waves
    const waves: string[] = [];
    for (let i = 1; i <= 400; i++) {
      const ms = ago(120);
      const wavekey = `WV${pad(i, 10)}`;
      waves.push(wavekey);
      ins('wave').add({
        wavekey, descr: `${t(ms).slice(5, 10)} ${rnd.pick(['上午', '下午', '晚班'])}波次`, wavetype: rnd.pick(['B2B', 'B2C', 'SINGLE']),
        status: ms > anchor - 2 * day ? rnd.pick(['0', '1', '2', '3']) : rnd.weighted([['4', 1], ['5', 1], ['6', 6]] as const), strategykey: rnd.pick(['WS_STD', 'WS_B2C', 'WS_SINGLE']),
        ordercount: rnd.int(5, 120), totalqty: rnd.int(50, 5000), releasedate: t(ms + 3600_000), ...audit(ms),
      }, whseOf());
    }
    let pickN = 0;
    for (let i = 1; i <= 6000; i++) {
      const ms = ago(180);
      const whseid = whseOf();
      const storerkey = rnd.pick(owners);
      const recent = ms > anchor - 3 * day;
      const status = recent ? rnd.weighted([['0', 4], ['1', 1], ['2', 2], ['3', 1], ['4', 1]] as const) : rnd.weighted([['5', 9], ['9', 0.3], ['4', 0.3]] as const);
      const ordertype = rnd.weighted([['0', 5], ['1', 4], ['2', 0.5], ['3', 0.5]] as const);
      const orderkey = `SO${pad(i, 10)}`;
      const wavekey = status === '0' ? '' : rnd.chance(0.8) ? rnd.pick(waves) : '';
      const lines = rnd.int(1, 4);
      let ordered = 0;
      let allocated = 0;
      let picked = 0;
      let shipped = 0;
      const stepOf = Number(status);
      for (let l = 1; l <= lines; l++) {
        const s = rnd.pick(ownerSkus(storerkey));
        const q = rnd.int(1, ordertype === '1' ? 5 : 200);
        const qa = stepOf >= 2 && stepOf !== 9 ? q : stepOf === 1 ? Math.floor(q / 2) : 0;
        const qp = stepOf >= 4 && stepOf !== 9 ? q : 0;
        const qs = stepOf === 5 ? q : 0;
        ordered += q;
        allocated += qa;
        picked += qp;
        shipped += qs;
        ins('orderDetail').add({ orderkey, orderlinenumber: pad(l, 5), storerkey, sku: s.sku, descr: s.descr, status, qtyordered: q, qtyallocated: stepOf === 5 ? 0 : qa, qtypicked: stepOf === 5 ? 0 : qp, qtyshipped: qs, uom: 'EA', ...lottablesFor(ms, s), ...audit(ms) }, whseid);
        if (qa > 0) {
          pickN++;
          ins('pickdetail').add({
            pickdetailkey: `PD${pad(pickN, 10)}`, orderkey, orderlinenumber: pad(l, 5), wavekey, storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, loc: rnd.pick(locs[whseid] ?? []),
            lpnid: '', toloc: 'SHIP', qty: qa, shortqty: rnd.chance(0.04) ? rnd.int(1, Math.max(1, qa)) : 0, status: stepOf === 5 ? '5' : stepOf >= 4 ? rnd.pick(['2', '3']) : stepOf === 3 ? '1' : '0',
            pickmethod: rnd.pick(['PAPER', 'RF', 'PTL']), caseid: stepOf >= 4 ? `C${pad(pickN, 10)}` : '', dropid: stepOf >= 4 ? `D${pad(rnd.int(1, 999), 5)}` : '', seedwall: ordertype === '1' && stepOf >= 4 ? `SW${rnd.int(1, 4)}-${pad(rnd.int(1, 48), 2)}` : '',
            recheckstatus: stepOf >= 4 ? rnd.pick(['1', '2']) : '0', ...audit(ms),
          }, whseid);
        }
      }
      const [city] = rnd.pick(CITIES);
      const consignee = rnd.pick(storerCodes['2'] ?? []);
      ins('orders').add({
        orderkey, externorderkey: ordertype === '1' ? `TB${pad(rnd.int(1, 2 ** 31), 14)}` : `EXO-${pad(i, 8)}`, storerkey, ordertype, status,
        orderfinishflag: status === '5' ? '1' : status === '9' ? '2' : '0', source: rnd.chance(0.8) ? '1' : '0', orderdate: t(ms), requestedshipdate: t(ms + rnd.int(0, 3) * day),
        consigneekey: consignee, c_company: ordertype === '1' ? `${rnd.pick(PEOPLE)[0]}（个人）` : `${city}${rnd.pick(COMPANY_WORDS)[0]}超市`, c_contact: rnd.pick(PEOPLE)[0],
        c_phone: `1${rnd.int(30, 89)}${pad(rnd.int(0, 99_999_999), 8)}`, c_address: `${city}市${rnd.pick(STREETS)}${rnd.int(1, 999)}号`, c_city: city, b_company: `${rnd.pick(COMPANY_WORDS)[0]}集团`,
        b_address: `${rnd.pick(CITIES)[0]}市${rnd.pick(STREETS)}${rnd.int(1, 999)}号`, carrierkey: rnd.pick(storerCodes['3'] ?? []), route: `RT${pad(rnd.int(1, 30), 2)}`, stop: String(rnd.int(1, 20)),
        shipgroup: rnd.chance(0.3) ? `SG${pad(rnd.int(1, 50), 3)}` : '', wavekey, qtyordered: ordered, qtyallocated: status === '5' ? 0 : allocated, qtypicked: status === '5' ? 0 : picked, qtyshipped: shipped,
        totalweight: Math.round(ordered * rnd.next() * 100) / 100, notes: rnd.chance(0.1) ? '客户要求上午送达' : '', ...audit(ms),
      }, whseid);
      if (status === '5' || (status === '4' && rnd.chance(0.5))) {
        ins('shipment').add({
          shipmentkey: `SH${pad(i, 10)}`, orderkey, storerkey, carrierkey: rnd.pick(storerCodes['3'] ?? []), trackingno: rnd.chance(0.9) ? `SF${pad(rnd.int(1, 2 ** 31), 12)}` : '',
          vehicle: `粤A${pad(rnd.int(0, 99999), 5)}`, driver: rnd.pick(people).zh, status: status === '5' ? '2' : rnd.pick(['0', '1']), shipdate: status === '5' ? t(ms + day) : null, stop: String(rnd.int(1, 20)),
          totalqty: ordered, totalweight: Math.round(ordered * rnd.next() * 100) / 100, pallets: rnd.int(0, 4), cartons: rnd.int(1, 30), ...audit(ms),
        }, whseid);
      }
    }
    for (let i = 1; i <= 800; i++) {
      const ms = ago(90);
      ins('deliveryOrder').add({
        deliveryno: `DO${pad(i, 10)}`, deliverytype: rnd.pick(['STORE', 'HOME', 'PICKUP']), status: ms > anchor - 5 * day ? rnd.pick(['0', '1', '2']) : rnd.weighted([['3', 9], ['0', 1]] as const), storerkey: rnd.pick(owners),
        consigneekey: rnd.pick(storerCodes['2'] ?? []), stage: rnd.pick(['0', '1', '2', '3', '4']), totalqty: rnd.int(10, 900), totalweight: rnd.int(5, 900), totalvolume: Math.round(rnd.next() * 300) / 10, deliverydate: t(ms + day), ...audit(ms),
      }, whseOf());
    }
    for (let i = 1; i <= 120; i++) {
      const max = rnd.int(10, 60);
      ins('collection').add({ collectionkey: `CL${pad(i, 10)}`, door: `DOOR${pad(rnd.int(1, 6), 2)}`, carrierkey: rnd.pick(storerCodes['3'] ?? []), status: rnd.pick(['0', '1', '2']), maxcontainers: max, containercount: rnd.int(0, max), ...audit(ago(60)) }, whseOf());
    }
    const planTypes = ['QUERY', 'FILTER', 'WAVE', 'STRATEGY', 'PLAN'];
    for (let i = 1; i <= 40; i++) {
      const plantype = planTypes[i % planTypes.length] ?? 'WAVE';
      ins('wavePlan').add({
        plancode: `${plantype}_${pad(i, 3)}`, planname: `${rnd.pick(['华东', '华南', '华北'])}${rnd.pick(['B2C 单品', '多品', '大客户', '加急'])}方案`, plantype, strategygroup: `SG_${rnd.pick(['STD', 'FAST', 'BULK'])}`,
        maxorders: rnd.pick([50, 100, 200, 500]), minorders: rnd.pick([1, 5, 10]), filtertext: `ordertype=${rnd.pick(['0', '1'])};carrierkey=${rnd.pick(storerCodes['3'] ?? [])}`, active: rnd.chance(0.8) ? '1' : '0', ...audit(ago(200)),
      }, whseOf());
    }

    // Tasks
    for (let i = 1; i <= 8000; i++) {
      const ms = ago(120);
      const whseid = whseOf();
      const s = rnd.pick(skus);
      const tasktype = rnd.weighted([['PK', 5], ['PA', 3], ['MV', 1], ['RP', 1], ['CC', 0.5], ['WR', 0.5], ['RPK', 0.3], ['SR', 0.3], ['CK', 0.2]] as const);
      const status = ms > anchor - 2 * day ? rnd.pick(['0', '1', '2']) : rnd.weighted([['2', 9], ['9', 0.3]] as const);
      ins('task').add({
        taskdetailkey: `TK${pad(i, 10)}`, tasktype, status, priority: rnd.int(1, 9), storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`,
        fromloc: rnd.pick(locs[whseid] ?? []), fromid: `LPN${pad(rnd.int(1, inventoryRows), 9)}`, toloc: rnd.pick(locs[whseid] ?? []), qty: rnd.int(1, 200), userkey: status === '0' && rnd.chance(0.5) ? '' : rnd.pick(people).user,
        taskgroup: `TG${pad(rnd.int(1, 500), 5)}`, wavekey: tasktype === 'PK' || tasktype === 'WR' ? rnd.pick(waves) : '', orderkey: tasktype === 'PK' ? `SO${pad(rnd.int(1, 6000), 10)}` : '', reasoncode: '',
        starttime: status === '0' ? null : t(ms + 600_000), endtime: status === '2' ? t(ms + 1_800_000) : null, ...audit(ms),
      }, whseid);
    }

    // Holds, moves, adjustments, transfers, cycle counts, serial numbers
    for (let i = 1; i <= 300; i++) {
      const whseid = whseOf();
      const s = rnd.pick(skus);
      const ms = ago(120);
      const released = rnd.chance(0.5);
      ins('hold').add({
        inventoryholdkey: `HD${pad(i, 10)}`, storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, loc: rnd.pick(locs[whseid] ?? []), lpnid: '',
        holdcode: rnd.pick(['QC', 'DAMAGE', 'EXPIRE', 'RECALL']), reason: rnd.pick(['待质检', '包装破损', '临近效期', '供应商召回']), status: released ? '0' : '1', holddate: t(ms), releasedate: released ? t(ms + rnd.int(1, 10) * day) : null,
        autoreleasehours: rnd.pick([0, 24, 48, 72]), ...audit(ms),
      }, whseid);
    }
    for (let i = 1; i <= 1500; i++) {
      const whseid = whseOf();
      const s = rnd.pick(skus);
      const ms = ago(150);
      ins('move').add({
        movekey: `MV${pad(i, 10)}`, storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, fromloc: rnd.pick(locs[whseid] ?? []), fromid: '', toloc: rnd.pick(locs[whseid] ?? []), toid: '',
        qty: rnd.int(1, 100), status: ms > anchor - 3 * day ? rnd.pick(['0', '1']) : '2', reason: rnd.pick(['库位整理', '补货', '合并库存', '立库出库']), ...audit(ms),
      }, whseid);
    }
    for (let i = 1; i <= 600; i++) {
      const whseid = whseOf();
      const s = rnd.pick(skus);
      const ms = ago(150);
      const before = rnd.int(0, 300);
      const adjusted = rnd.chance(0.7);
      ins('adjustment').add({
        adjustmentkey: `AJ${pad(i, 10)}`, storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, loc: rnd.pick(locs[whseid] ?? []), lpnid: '', qtybefore: before, qty: rnd.int(-20, 20) || 1,
        reasoncode: rnd.pick(['DMG', 'CC', 'EXP', 'FOUND']), status: adjusted ? '1' : '0', reviewstatus: adjusted ? rnd.pick(['1', '4', '5']) : rnd.pick(['0', '3']), reviewremark: adjusted ? '已复核' : '', ...audit(ms),
      }, whseid);
    }
    const transferTypes = ['INTERNAL', 'OWNER', 'WAREHOUSE'];
    for (let i = 1; i <= 450; i++) {
      const s = rnd.pick(skus);
      const ms = ago(150);
      const transfertype = transferTypes[i % 3] ?? 'INTERNAL';
      ins('transfer').add({
        transferkey: `TF${pad(i, 10)}`, transfertype, fromstorerkey: s.storerkey, tostorerkey: transfertype === 'OWNER' ? rnd.pick(owners) : s.storerkey, fromsku: s.sku, tosku: s.sku,
        lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, qty: rnd.int(1, 300), towhseid: transfertype === 'WAREHOUSE' ? 'WH02' : '', status: ms > anchor - 5 * day ? rnd.pick(['0', '1']) : '2', ...audit(ms),
      }, 'WH01');
    }
    for (let i = 1; i <= 300; i++) {
      const whseid = whseOf();
      const ms = ago(120);
      const parent = `CC${pad(i, 10)}`;
      const cctype = rnd.pick(['FULL', 'CYCLE', 'MOVE', 'BLIND']);
      const status = ms > anchor - 5 * day ? rnd.pick(['0', '1']) : '2';
      ins('cycleCount').add({ cckey: parent, parentkey: '', cctype, status, loc: rnd.pick(locs[whseid] ?? []), counter: rnd.pick(people).zh, countdate: status === '2' ? t(ms + day) : null, ...audit(ms) }, whseid);
      for (let k = 1; k <= 6; k++) {
        const s = rnd.pick(skus);
        const sys = rnd.int(0, 300);
        const counted = status === '0' ? 0 : rnd.chance(0.12) ? sys + rnd.int(-5, 5) : sys;
        ins('cycleCount').add({
          cckey: `${parent}-${pad(k, 3)}`, parentkey: parent, cctype, status, loc: rnd.pick(locs[whseid] ?? []), storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`,
          sysqty: sys, countqty: counted, variance: status === '0' ? 0 : counted - sys, counter: rnd.pick(people).zh, countdate: status === '0' ? null : t(ms + day), ...audit(ms),
        }, whseid);
      }
    }
    const elec = skus.filter((s) => s.group === 'ELEC');
    for (let i = 1; i <= 5000; i++) {
      const s = rnd.pick(elec);
      const direction = rnd.weighted([['IN', 5], ['OUT', 3], ['INV', 2]] as const);
      const whseid = whseOf();
      ins('serial').add({
        serialnumber: `SN${s.sku}${pad(i, 8)}`, direction, storerkey: s.storerkey, sku: s.sku, lot: `LOT${pad(rnd.int(1, inventoryRows), 9)}`, loc: direction === 'OUT' ? '' : rnd.pick(locs[whseid] ?? []), lpnid: '',
        receiptkey: `ASN${pad(rnd.int(1, 2000), 10)}`, orderkey: direction === 'OUT' ? `SO${pad(rnd.int(1, 6000), 10)}` : '', status: direction === 'OUT' ? '2' : rnd.chance(0.05) ? '3' : '1', ...audit(ago(180)),
      }, whseid);
    }
    for (let i = 1; i <= 200; i++) {
      const s = rnd.pick(elec);
      ins('serialDifference').add({ adjkey: `SD${pad(i, 10)}`, serialnumber: `SN${s.sku}${pad(rnd.int(1, 5000), 8)}`, storerkey: s.storerkey, sku: s.sku, difftype: rnd.pick(['MISSING', 'EXTRA', 'MISMATCH']), status: rnd.pick(['0', '1', '2']), reviewremark: rnd.pick(['', '待仓库确认', '已与货主核对']), ...audit(ago(90)) }, whseOf());
    }

    // Devices, consumables, printers, reports, import templates, barcode rules, numbering rules, strategies
    const deviceTypes: [string, string][] = [['RF', '手持终端'], ['FORKLIFT', '叉车'], ['PRINTER', '打印机'], ['SCALE', '电子秤'], ['AGV', 'AGV 小车']];
    for (let i = 1; i <= 150; i++) {
      const [type, name] = rnd.pick(deviceTypes);
      ins('device').add({
        bomkey: `DEV${pad(i, 5)}`, devicename: `${name} ${pad(i, 3)}`, devicetype: type, parentbomkey: type === 'RF' && rnd.chance(0.3) ? `DEV${pad(rnd.int(1, 20), 5)}` : '', status: rnd.weighted([['0', 8], ['1', 0.5], ['2', 0.5], ['3', 0.5], ['4', 0.5]] as const),
        location: rnd.pick(['收货区', '存储区', '发货区', '充电间']), purchasedate: t(ago(900, 100)), lastrepair: rnd.chance(0.3) ? t(ago(90)) : null, repairnote: rnd.chance(0.2) ? '更换电池' : '', ...audit(ago(300)),
      }, whseOf());
    }
    const consumables: [string, string, string][] = [['BOX_S', '小号纸箱', '30×20×15cm'], ['BOX_M', '中号纸箱', '40×30×25cm'], ['BOX_L', '大号纸箱', '60×40×40cm'], ['TAPE', '封箱胶带', '48mm×100m'], ['FILM', '缠绕膜', '50cm×300m'], ['LABEL', '热敏标签', '100×150mm'], ['BUBBLE', '气泡膜', '1m×50m'], ['PALLET', '塑料托盘', '1200×1000mm']];
    for (const [i, [code, name, spec]] of consumables.entries()) {
      ins('consumable').add({ code, name, spec, uom: code === 'PALLET' ? 'EA' : 'BX', qty: rnd.int(50, 5000), minqty: 100, unitprice: Math.round(rnd.next() * 5000) / 100, active: '1', ...audit(anchor - (300 - i) * day, 'admin') }, 'WH01');
    }
    for (let i = 1; i <= 600; i++) {
      const [code] = rnd.pick(consumables);
      ins('consumableLog').add({ logkey: `CR${pad(i, 10)}`, code, action: rnd.weighted([['ISSUE', 6], ['RECEIVE', 3], ['RETURN', 1]] as const), qty: rnd.int(1, 200), receiver: rnd.pick(people).zh, printed: rnd.chance(0.5) ? '1' : '0', ...audit(ago(120)) }, 'WH01');
    }
    const wh01Printers: { printerkey: string; type: string }[] = [];
    for (let i = 1; i <= 24; i++) {
      const type = rnd.pick(['LABEL', 'LASER', 'EXPRESS']);
      if (i % 3 !== 0) wh01Printers.push({ printerkey: `PRN${pad(i, 3)}`, type });
      ins('printer').add({ printerkey: `PRN${pad(i, 3)}`, name: `${type === 'LABEL' ? '斑马标签机' : type === 'LASER' ? '惠普激光' : '面单打印机'} ${pad(i, 2)}`, printertype: type, labelsize: type === 'LABEL' ? (i % 2 ? '100x60' : '4x6in') : type === 'EXPRESS' ? '100x150' : '', language: type === 'LASER' ? 'NONE' : 'ZPL', ip: `192.168.${rnd.int(1, 9)}.${rnd.int(10, 250)}`, port: 9100, area: rnd.pick(['收货区', '发货区', '办公室']), isdefault: i <= 2 ? '1' : '0', active: '1', ...audit(ago(300)) }, i % 3 === 0 ? 'WH02' : 'WH01');
    }
    const reports: [string, string, string][] = [['RPT_ASN', '入库单', 'INBOUND'], ['RPT_PUTAWAY', '上架单', 'INBOUND'], ['RPT_PICK', '拣货单', 'OUTBOUND'], ['RPT_PACK', '装箱单', 'OUTBOUND'], ['RPT_DELIVERY', '送货单', 'OUTBOUND'], ['RPT_WAYBILL', '快递面单', 'OUTBOUND'], ['RPT_INV', '库存报表', 'INVENTORY'], ['RPT_CC', '盘点单', 'INVENTORY'], ['RPT_BILL', '对账单', 'FINANCE'], ['RPT_LABEL_LPN', '托盘标签', 'INBOUND']];
    // A report's printer is one of its warehouse's of the kind its job needs: pallet labels on a
    // label printer, waybills on a waybill printer, documents on a laser printer (a receipt on a
    // waybill printer would print as labels, issue 48's isLabelReport). The draw is one number a
    // report, as before, so the rest of the seed is unchanged.
    const printerType = (reportkey: string) => (reportkey.includes('LABEL') ? 'LABEL' : reportkey === 'RPT_WAYBILL' ? 'EXPRESS' : 'LASER');
    const wh01Printer = (reportkey: string, n: number) => {
      const fitting = wh01Printers.filter((printer) => printer.type === printerType(reportkey));
      return (fitting[n % Math.max(1, fitting.length)] ?? wh01Printers[0])?.printerkey ?? '';
    };
    for (const [reportkey, name, module] of reports) ins('report').add({ reportkey, name, module, template: `${reportkey.toLowerCase()}.rptdesign`, printerkey: wh01Printer(reportkey, rnd.int(1, 8)), copies: rnd.int(1, 3), active: '1', ...audit(ago(300)) }, 'WH01');
    const templates: [string, string, string, string][] = [['IMP_ASN', '入库单导入', 'receipt', '2'], ['IMP_SO', '出库单导入', 'orders', '2'], ['IMP_SKU', '商品导入', 'sku', '1'], ['IMP_LOC', '库位导入', 'loc', '1'], ['IMP_ADJ', '库存调整导入', 'adjustment', '1'], ['IMP_MULTI', '多工作表导入', 'orders', '3']];
    for (const [templatecode, name, targettable, sheettype] of templates) ins('importTemplate').add({ templatecode, name, targettable, sheettype, startrow: 2, active: '1', ...audit(ago(300)) }, 'WH01');
    for (let i = 1; i <= 20; i++) {
      const ruletype = rnd.pick(['GENERAL', 'SUPPLIER', 'SKU']);
      ins('codeParseRule').add({ rulecode: `CPR${pad(i, 3)}`, name: `${ruletype === 'GENERAL' ? '通用' : ruletype === 'SUPPLIER' ? '供应商' : '商品'}条码规则 ${i}`, ruletype, storerkey: ruletype === 'GENERAL' ? '' : rnd.pick(owners), pattern: rnd.pick(['^(\\d{13})$', '^([A-Z]{2}\\d{6})-(\\d+)$', '^01(\\d{14})10(\\w+)$']), prefix: rnd.pick(['', '69', 'SN']), length: rnd.pick([0, 13, 18]), active: '1', ...audit(ago(300)) }, 'WH01');
    }
    const numbering: [string, string, string, string, string][] = [['NR_ASN', 'ASN', 'ASN', '1', '1'], ['NR_SO', 'SO', 'SO', '1', '1'], ['NR_PO', 'PO', 'PO', '1', '0'], ['NR_WAVE', 'WAVE', 'WV', '0', '0'], ['NR_TASK', 'TASK', 'TK', '0', '0'], ['NR_MOVE', 'MOVE', 'MV', '1', '0'], ['NR_ADJ', 'ADJ', 'AJ', '1', '0']];
    for (const [rulecode, ruletype, prefix, ymd, dash] of numbering) {
      ins('numberingRule').add({ rulecode, ruletype, level: '1', prefix, separator: dash === '1' ? '-' : '', yearflag: ymd, monthflag: ymd, dayflag: ymd, zeropad: '1', serialtype: ymd === '1' ? 'SEQ' : rnd.pick(['SEQ', 'RANDOM']), seriallength: 6, currentvalue: rnd.int(100, 9000), ruleinfo: `${prefix}${dash === '1' ? '-' : ''}${ymd === '1' ? 'yyyyMMdd' : ''}${dash === '1' ? '-' : ''}000001`, ...audit(ago(300), 'admin') });
    }
    const strategies: [string, string, string, string, string][] = [
      ['PA_STD', '标准上架：按商品上架库区', 'PUTAWAY', '', ''], ['PA_HB', '立库上架', 'PUTAWAY', '', ''], ['AL_FIFO', '先进先出分配', 'ALLOCATE', 'FIFO', ''], ['AL_FEFO', '先到期先出分配', 'ALLOCATE', 'FEFO', ''],
      ['RP_MINMAX', '拣货位上下限补货', 'REPLENISH', '', 'MINMAX'], ['RP_WAVE', '波次补货', 'REPLENISH', '', 'WAVE'], ['RV_LOT', '收货批属性校验', 'RECEIPT', '', ''], ['RV_EXP', '效期校验', 'RECEIPT', '', ''],
    ];
    for (const [strategykey, descr, strategytype, policy, replenishtype] of strategies) ins('strategy').add({ strategykey, descr, strategytype, policy, replenishtype, active: '1', ...audit(ago(300), 'admin') });

    // Security: roles, users, menus, buttons, registration codes
    const roles: [string, string, string, string, string][] = [['ADMIN', '系统管理员', 'Administrator', '全部权限', '1'], ['SUPERVISOR', '仓库主管', 'Supervisor', '仓内业务与配置', '1'], ['OPERATOR', '仓库操作员', 'Operator', '入库、出库、库存作业', '1'], ['FINANCE', '财务审核', 'Finance reviewer', '财务与计费', '1'], ['SHIPPER', '货主', 'Shipper', '查看自己货主的单据与库存', '0']];
    for (const [roleid, name, name_en, descr, canedit] of roles) ins('role').add({ roleid, name, name_en, descr, canedit, ...audit(anchor - 400 * day, 'admin') });
    for (const demo of DEMO_USERS) {
      const salt = randomBytes(8).toString('hex');
      ins('user').add({ userid: demo.userid, fullname: demo.fullname, usertype: demo.usertype, roleid: demo.roleid, groupno: 'G01', owners: demo.owners, whseids: demo.whseids, email: `${demo.userid}@example.com`, phone: '', active: '1', lastlogin: null, password_hash: hashPassword(demo.password, salt), salt, ...audit(anchor - 400 * day, 'admin') });
    }
    people.forEach((p, i) => {
      const roleid = i < 3 ? 'SUPERVISOR' : i < 5 ? 'FINANCE' : 'OPERATOR';
      ins('user').add({ userid: p.user, fullname: p.zh, usertype: 'internal', roleid, groupno: `G${pad((i % 4) + 1, 2)}`, owners: '', whseids: i % 3 === 0 ? 'WH01,WH02' : 'WH01', email: `${p.user}@example.com`, phone: `1${rnd.int(30, 89)}${pad(rnd.int(0, 99_999_999), 8)}`, active: i === 19 ? '0' : '1', lastlogin: t(ago(30)), password_hash: '', salt: '', ...audit(anchor - 300 * day, 'admin') });
    });
    let sortnum = 0;
    const roleMenu = db.prepare('INSERT INTO role_menu (roleid, menucode) VALUES (?, ?)');
    const roleButton = db.prepare('INSERT INTO role_button (roleid, menucode, button) VALUES (?, ?, ?)');
    const shipperAreas = new Set(['top', 'inbound', 'outbound', 'inventory']);
    const menuEntries = [
      ...LIST_ROUTES.map((r) => ({ menucode: r.menuCode, name: r.zh, name_en: r.en, path: r.path, area: r.area, kind: 'list' })),
      ...OTHER_ROUTES.filter((r) => r.kind !== 'drawer' && r.kind !== 'shell').map((r) => ({ menucode: menuCodeOf(r.path), name: r.zh, name_en: r.en, path: r.path, area: r.area, kind: r.kind })),
    ]
      .map((m, i, all) => (all.findIndex((o) => o.menucode === m.menucode) < i ? { ...m, menucode: `${m.area}_${m.menucode}` } : m))
      .sort((a, b) => AREAS.findIndex((x) => x.code === a.area) - AREAS.findIndex((x) => x.code === b.area));
    for (const menu of menuEntries) {
      ins('menu').add({ ...menu, sortnum: ++sortnum, ...audit(anchor - 400 * day, 'admin') });
      for (const [roleid] of roles) {
        const allowed = roleid === 'ADMIN' || (roleid === 'SHIPPER' ? shipperAreas.has(menu.area) : roleid === 'FINANCE' ? ['top', 'finance', 'other'].includes(menu.area) : menu.area !== 'security');
        if (!allowed) continue;
        roleMenu.run(roleid, menu.menucode);
        if (menu.kind !== 'list') continue;
        const buttons = roleid === 'SHIPPER' ? ['query', 'export'] : ['query', 'add', 'edit', 'delete', 'export', 'import', 'print'];
        for (const b of buttons) roleButton.run(roleid, menu.menucode, b);
      }
    }
    for (const route of LIST_ROUTES) {
      const fields = routeFields(route);
      ins('sysColumnDefine').add({ menu_id: route.menuCode, menu_list_code: `${route.menuCode}_list`, menu_name: route.zh, column_count: fields.length, ...audit(anchor - 400 * day, 'admin') });
      for (const [i, field] of fields.entries()) {
        ins('sysColumn').add({ menu_list_code: `${route.menuCode}_list`, code: field.code, name: field.zh, width: field.width, type: String(field.type), issearch: String(field.issearch), sort_num: i + 1, ...audit(anchor - 400 * day, 'admin') });
      }
    }
    const reg = db.prepare('INSERT INTO registration_code (code, customer, expires) VALUES (?, ?, ?)');
    for (let i = 1; i <= 5; i++) reg.run(`WMS-DEMO-2026-${pad(i, 4)}`, `演示客户 ${i}`, t(anchor + 365 * day));

    // Code-and-description lists: each its own rows
    for (const route of LIST_ROUTES.filter((r) => r.entity === 'basecode')) {
      const count = rnd.int(12, 40);
      const [codeZh] = route.labels?.code ?? ['代码'];
      for (let i = 1; i <= count; i++) {
        const code = `${route.menuCode.replace(/[^A-Za-z]/g, '').slice(0, 6).toUpperCase()}_${pad(i, 3)}`;
        ins('basecode', whseOf()).add({
          category: route.menuCode, code, description: `${route.zh} ${pad(i, 2)}（${codeZh}）`, description_en: `${route.en} ${pad(i, 2)}`, value: route.area === 'finance' || route.menuCode.includes('freight') ? Math.round(rnd.next() * 100000) / 100 : 0,
          reviewstatus: route.area === 'finance' ? rnd.pick(['0', '1', '2', '3', '4', '5']) : '', active: rnd.chance(0.9) ? '1' : '0', remark: rnd.chance(0.2) ? '年度复核' : '', ...audit(ago(300)),
        }, 'WH01');
      }
    }
    // Hold codes that the holds refer to, as a real code list
    for (const [code, description, en] of [['QC', '待质检', 'Awaiting QC'], ['DAMAGE', '破损', 'Damaged'], ['EXPIRE', '临近效期', 'Near expiry'], ['RECALL', '召回', 'Recall']] as const) {
      ins('basecode').add({ category: 'inventoryholdcode', code, description, description_en: en, active: '1', ...audit(ago(300), 'admin') }, 'WH01');
      ins('basecode').add({ category: 'inventoryholdcode', code, description, description_en: en, active: '1', ...audit(ago(300), 'admin') }, 'WH02');
    }

    if (options.large) {
      for (let n = inventoryRows + 1; n <= inventoryRows + 600_000; n++) addInventory(n);
      for (let n = itrnRows + 1; n <= itrnRows + 600_000; n++) addItrn(n);
    }
    // The ledger's books start balanced: an opening-balance transaction a stock row.
    openingBalances(db, t(anchor - 400 * day));
    db.prepare(`INSERT INTO meta (key, value) VALUES ('seeded_at', ?), ('seed', ?), ('large', ?)`).run(new Date().toISOString(), String(options.seed ?? 20260615), options.large ? '1' : '0');
  });
  db.exec('ANALYZE');

  const byTable: Record<string, number> = {};
  for (const entity of ENTITIES) byTable[entity.table] = (db.prepare(`SELECT COUNT(*) AS n FROM "${entity.table}"`).get() as { n: number }).n;
  const rows = Object.values(byTable).reduce((a, b) => a + b, 0);
  return { rows, byTable, ms: Date.now() - started };
}

/** True when the database has been seeded. */
export function isSeeded(db: Db): boolean {
  return db.prepare(`SELECT 1 FROM meta WHERE key = 'seeded_at'`).get() !== undefined;
}
