import type { EntityDef } from './types';

/**
 * Who owns a field (docs/architecture.md 'Writes that many hands can trust'):
 * - entered: a person types it on the document (notes, external numbers, addresses, expected
 *   quantities of a new document, master data);
 * - derived: the books compute it (received, allocated, picked, shipped quantities, totals, every
 *   stock bucket, copies of master data such as an item's description);
 * - status: moved by operations only;
 * - generated: keys, line numbers, who/when, version.
 * Generic insert and update write entered fields only; a body that changes any other is refused.
 */
export type FieldOwner = 'entered' | 'derived' | 'status' | 'generated';

/** The fields every entity carries, all generated (catalogue/fields.ts audit()). */
export const COMMON_GENERATED: readonly string[] = ['addwho', 'adddate', 'editwho', 'editdate', 'version'];

/** Space-separated field codes per owner. A field of an entity must appear in exactly one group. */
interface Ownership {
  entered?: string;
  derived?: string;
  status?: string;
  generated?: string;
}

const LOT12 = 'lottable01 lottable02 lottable03 lottable04 lottable05 lottable06 lottable07 lottable08 lottable09 lottable10 lottable11 lottable12';
const LOT6 = 'lottable01 lottable02 lottable03 lottable04 lottable05 lottable06';
const LOT5 = 'lottable01 lottable02 lottable03 lottable04 lottable05';

/**
 * Every entity's fields by owner, decided from CONTRACT.md part B (§B3 field groups, §B4 statuses,
 * §B5 rules name what a person types); where the spec is silent, derived wins. Reading notes:
 * - a document's totals are the sum of its lines (derived); a line's expected or ordered quantity
 *   is entered while the document is new;
 * - an item's description on a document line is the item master's (derived, filled by the server);
 * - the review decision of finance (reviewstatus of adjustments and finance codes) and the status
 *   of master data (a location, a device) are typed by the reviewer or the administrator: no
 *   operation moves them, so they are entered;
 * - the books lists (BOOKS_ENTITIES) have no entered field at all.
 */
export const OWNERSHIP: Readonly<Record<string, Ownership>> = {
  asn: {
    generated: 'receiptkey source',
    status: 'status',
    derived: 'receiptdate totalqtyexpected totalqtyreceived',
    entered:
      'externreceiptkey storerkey receipttype suppliercode orderdate expectedreceiptdate carrierkey appointmentno door trailer driver incoterms placeofloading placeofdischarge placeofdelivery origincountry destinationcountry returnreason notes',
  },
  receiptDetail: {
    generated: 'receiptlinenumber',
    status: 'status qcstatus',
    derived: 'descr qtyreceived lot qcqty qcwho disposition',
    entered: `receiptkey storerkey sku qtyexpected uom toloc toid caseid grossweight ${LOT12} qcrequired returnreason returncondition`,
  },
  po: {
    generated: 'pokey',
    status: 'status',
    derived: 'qtyreceived',
    entered: 'externpokey storerkey suppliercode buyer podate expecteddate qtyordered notes',
  },
  overcharge: {
    generated: 'overchargekey',
    status: 'status',
    derived: 'descr qtyexpected',
    entered: 'receiptkey pokey storerkey sku overchargeqty unsettledqty reason',
  },
  orders: {
    generated: 'orderkey source',
    status: 'status orderfinishflag',
    derived: 'wavekey qtyordered qtyallocated qtypicked qtyshipped totalweight',
    entered:
      'externorderkey storerkey ordertype orderdate requestedshipdate consigneekey c_company c_contact c_phone c_address c_city b_company b_address carrierkey route stop shipgroup notes',
  },
  orderDetail: {
    generated: 'orderlinenumber',
    status: 'status',
    derived: 'descr qtyallocated qtypicked qtyshipped',
    // A line may name the lot it wants: allocation then takes that lot only (flows/outbound.ts).
    entered: `orderkey storerkey sku qtyordered uom lot ${LOT5}`,
  },
  pickdetail: {
    generated: 'pickdetailkey',
    status: 'status recheckstatus',
    derived: 'orderkey orderlinenumber wavekey storerkey sku lot loc lpnid toloc qty shortqty pickmethod caseid dropid seedwall',
  },
  shipment: {
    generated: 'shipmentkey',
    status: 'status',
    derived: 'shipdate totalqty',
    entered: 'orderkey storerkey carrierkey trackingno vehicle driver stop totalweight pallets cartons',
  },
  deliveryOrder: {
    generated: 'deliveryno',
    status: 'status stage',
    derived: 'totalqty totalweight totalvolume',
    entered: 'deliverytype storerkey consigneekey deliverydate',
  },
  collection: {
    generated: 'collectionkey',
    status: 'status',
    derived: 'containercount',
    entered: 'door carrierkey maxcontainers',
  },
  wave: {
    generated: 'wavekey',
    status: 'status',
    derived: 'ordercount totalqty releasedate',
    entered: 'descr wavetype strategykey',
  },
  wavePlan: { entered: 'plancode planname plantype strategygroup maxorders minorders filtertext active' },
  task: {
    generated: 'taskdetailkey',
    status: 'status',
    derived: 'tasktype priority storerkey sku lot fromloc fromid toloc qty userkey taskgroup wavekey orderkey reasoncode starttime endtime',
  },
  inventory: {
    status: 'status',
    derived: `storerkey sku descr lot loc lpnid zone qty qtyallocated qtypicked qtyonhold ${LOT6}`,
  },
  itrn: {
    generated: 'itrnkey',
    derived: 'trantype storerkey sku lot fromloc toloc toid qty sourcetype sourcekey',
  },
  hold: {
    generated: 'inventoryholdkey',
    status: 'status',
    derived: 'holddate releasedate',
    entered: 'storerkey sku lot loc lpnid holdcode reason autoreleasehours',
  },
  move: {
    generated: 'movekey',
    status: 'status',
    entered: 'storerkey sku lot fromloc fromid toloc toid qty reason',
  },
  adjustment: {
    generated: 'adjustmentkey',
    status: 'status',
    derived: 'qtybefore',
    entered: 'storerkey sku lot loc lpnid qty reasoncode reviewstatus reviewremark',
  },
  transfer: {
    generated: 'transferkey',
    status: 'status',
    entered: 'transfertype fromstorerkey tostorerkey fromsku tosku lot qty towhseid',
  },
  cycleCount: {
    generated: 'cckey',
    status: 'status',
    derived: 'parentkey cctype loc storerkey sku lot sysqty countqty variance counter countdate',
  },
  serial: {
    status: 'status',
    derived: 'serialnumber direction storerkey sku lot loc lpnid receiptkey orderkey',
  },
  serialDifference: {
    generated: 'adjkey',
    status: 'status',
    derived: 'serialnumber storerkey sku difftype',
    entered: 'reviewremark',
  },
  device: { entered: 'bomkey devicename devicetype parentbomkey status location purchasedate lastrepair repairnote' },
  consumable: { derived: 'qty', entered: 'code name spec uom minqty unitprice active' },
  consumableLog: { generated: 'logkey', derived: 'printed', entered: 'code action qty receiver' },
  printer: { entered: 'printerkey name printertype labelsize language ip port area isdefault active' },
  report: { entered: 'reportkey name module template printerkey copies active' },
  importTemplate: { entered: 'templatecode name targettable sheettype startrow active' },
  codeParseRule: { entered: 'rulecode name ruletype storerkey pattern prefix length active' },
  numberingRule: {
    derived: 'currentvalue',
    entered: 'rulecode ruletype level prefix separator yearflag monthflag dayflag zeropad serialtype seriallength ruleinfo',
  },
  sku: {
    entered:
      'storerkey sku descr descr_en packkey skugroup abc stdgrossweight stdcube shelflife serialflag lotvalidation hazmatcode freightclass holdonreceipt weighship putawayzone cyclecountfreq replenmin replenmax capacity price active',
  },
  pack: { entered: 'packkey descr packuom1 innerpack casecnt pallet weight' },
  loc: { derived: 'usedcube', entered: 'loc zone area loctype abc loclevel logicalloc maxqty cube status' },
  zone: { entered: 'zone descr area zonetype pickroute' },
  area: { entered: 'areakey descr areatype taskuser' },
  storer: { entered: 'storerkey type company company_en contact phone address city country active' },
  warehouse: { entered: 'whseid name name_en city address active' },
  altsku: { entered: 'storerkey sku altsku descr active' },
  strategy: { entered: 'strategykey descr strategytype policy replenishtype active' },
  user: { derived: 'lastlogin', entered: 'userid fullname usertype roleid groupno owners whseids email phone active' },
  role: { entered: 'roleid name name_en descr canedit' },
  menu: { entered: 'menucode name name_en path area kind sortnum' },
  sysColumnDefine: { derived: 'column_count', entered: 'menu_id menu_list_code menu_name' },
  sysColumn: { entered: 'menu_list_code code name width type issearch sort_num' },
  basecode: { generated: 'category', entered: 'code description description_en value reviewstatus active remark' },
};

/**
 * The entities whose lists show the books themselves: stock rows, transactions, tasks, pick
 * lines (the allocation), serial records and count lines. Under any menu they have no generic
 * insert, update or delete: only their operations write them.
 */
export const BOOKS_ENTITIES: ReadonlySet<string> = new Set(['inventory', 'itrn', 'task', 'pickdetail', 'serial', 'cycleCount']);

const OWNERS = ['entered', 'derived', 'status', 'generated'] as const satisfies readonly FieldOwner[];

/** Each field code of an entity with its owner; throws when a field is unclassified or classified twice. */
export function ownersOf(entity: EntityDef): ReadonlyMap<string, FieldOwner> {
  const cached = CACHE.get(entity);
  if (cached) return cached;
  const spec = OWNERSHIP[entity.name];
  if (!spec) throw new Error(`catalogue: the fields of entity ${entity.name} have no owners (catalogue/owners.ts)`);
  const map = new Map<string, FieldOwner>();
  for (const code of COMMON_GENERATED) map.set(code, 'generated');
  for (const owner of OWNERS) {
    for (const code of (spec[owner] ?? '').split(/\s+/).filter(Boolean)) {
      if (map.has(code)) throw new Error(`catalogue: ${entity.name}.${code} is classified twice`);
      map.set(code, owner);
    }
  }
  const codes = new Set(entity.fields.map((f) => f.code));
  for (const field of entity.fields) {
    if (!map.has(field.code)) throw new Error(`catalogue: ${entity.name}.${field.code} has no owner (catalogue/owners.ts)`);
  }
  for (const code of map.keys()) {
    if (!codes.has(code)) throw new Error(`catalogue: ${entity.name}.${code} is classified but is not a field`);
  }
  CACHE.set(entity, map);
  return map;
}
const CACHE = new WeakMap<EntityDef, ReadonlyMap<string, FieldOwner>>();

/** The owner of one field of an entity. */
export function ownerOf(entity: EntityDef, code: string): FieldOwner {
  const owner = ownersOf(entity).get(code);
  if (!owner) throw new Error(`catalogue: ${entity.name}.${code} has no owner`);
  return owner;
}

/** True when an entity's lists show the books (no generic insert, update or delete). */
export const isBooksEntity = (entity: EntityDef): boolean => BOOKS_ENTITIES.has(entity.name);
