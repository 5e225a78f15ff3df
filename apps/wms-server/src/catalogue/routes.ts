import type { ListRouteDef, OtherRouteDef } from './types';

/**
 * menuCode(path) of CONTRACT.md: without a leading '/app/', a trailing '/list' and the leading
 * '/', other '/' turned into '_'.
 */
export function menuCodeOf(path: string): string {
  return path.replace(/^\/app\//, '/').replace(/\/list$/, '').replace(/^\//, '').replaceAll('/', '_');
}

type Extra = Pick<ListRouteDef, 'fixed' | 'where' | 'columns' | 'labels' | 'sort' | 'readOnly'>;
type Row = readonly [path: string, entity: string, zh: string, en: string, extra?: Extra];

const code = (zh: string, en: string, descrZh = '名称', descrEn = 'Name'): Extra['labels'] => ({
  code: [zh, en],
  description: [descrZh, descrEn],
});
/** A code-and-description list of its own (table basecode, category = its menu code). */
const simple = (labels?: Extra['labels'], more: Extra = {}): Extra => ({ labels, ...more, columns: more.columns ?? ['code', 'description', 'description_en', 'active', 'remark', 'addwho', 'adddate', 'editwho', 'editdate'] });
const finance = (labels?: Extra['labels']): Extra => simple(labels, { columns: ['code', 'description', 'description_en', 'value', 'reviewstatus', 'active', 'remark', 'addwho', 'adddate', 'editdate'] });

const AREA_ROWS: Readonly<Record<string, readonly Row[]>> = {
  inbound: [
    ['/app/asn/list', 'asn', '入库单', 'ASN / receipts'],
    ['/app/receiptdetailQuery/list', 'receiptDetail', '收货明细查询', 'Receipt details'],
    ['/app/verifyclose/list', 'asn', '核销结算', 'Verify and settle', { where: "status IN ('2','3','4')" }],
    ['/app/receiptreversal/list', 'asn', '收货退回', 'Receipt return', { fixed: { receipttype: '1' } }],
    ['/app/po/list', 'po', '采购单', 'Purchase orders'],
    ['/app/overcharge/list', 'overcharge', '超收管理', 'Over-receipt'],
    ['/app/poQuery/list', 'po', '采购单查询', 'PO query', { readOnly: true }],
    ['/app/QC/list', 'receiptDetail', '质检', 'Quality control', { fixed: { qcrequired: '1' }, columns: ['receiptkey', 'receiptlinenumber', 'storerkey', 'sku', 'descr', 'qtyreceived', 'qcstatus', 'qcqty', 'qcwho', 'lottable02', 'toloc', 'adddate'] }],
    ['/app/rtxqc/list', 'receiptDetail', '质检单据', 'Quality inspection documents', { where: "qcstatus <> '0'", columns: ['receiptkey', 'receiptlinenumber', 'storerkey', 'sku', 'descr', 'qcstatus', 'qcqty', 'qcwho', 'disposition', 'returnreason', 'adddate'] }],
    ['/app/receiptPreflight', 'asn', '收货预检', 'Receiving pre-inspection', { fixed: { status: '0' } }],
    ['/app/inSernumRecord', 'serial', '入库序列号', 'Inbound serial numbers', { fixed: { direction: 'IN' } }],
    ['/app/asn/passive', 'asn', '被动退货记录', 'Passive return records', { fixed: { receipttype: '1', source: '1' } }],
  ],
  outbound: [
    ['/app/ckddDetail', 'orderDetail', '出库订单明细', 'Outbound order lines'],
    ['/app/seedingDetails', 'pickdetail', '播种明细', 'Seeding details', { where: "seedwall <> ''", columns: ['pickdetailkey', 'orderkey', 'wavekey', 'storerkey', 'sku', 'qty', 'seedwall', 'status', 'recheckstatus', 'adddate'] }],
    ['/app/orders/list', 'orders', '出库单', 'Outbound orders'],
    ['/app/orderRtx/list', 'orders', 'B2C 订单', 'B2C orders', { fixed: { ordertype: '1' } }],
    ['/app/pick', 'pickdetail', '拣货', 'Picking'],
    ['/RTXB1RETURN', 'orders', '退供出库', 'Return to vendor', { fixed: { ordertype: '3' } }],
    ['/app/pickmove', 'pickdetail', '拣货差异处理', 'Pick variance handling', { where: 'shortqty > 0' }],
    ['/app/orderSo/list', 'orders', '销售出库单', 'Sales orders', { fixed: { ordertype: '0' } }],
    ['/app/outorderbindding', 'collection', '集货', 'Cargo collection'],
    ['/sendorder', 'deliveryOrder', '配送单', 'Delivery orders'],
    ['/app/shipment/list', 'shipment', '发运', 'Shipments'],
    ['/app/unallocateorder', 'orders', '未分配订单', 'Unallocated orders', { fixed: { status: '0' }, readOnly: true }],
    ['/app/forwarding', 'shipment', '转运', 'Forwarding'],
    ['/app/ymxprint/list', 'shipment', '面单打印', 'Label printing', { columns: ['shipmentkey', 'orderkey', 'storerkey', 'carrierkey', 'trackingno', 'status', 'cartons', 'shipdate', 'adddate'] }],
    ['/app/outSernumRecord', 'serial', '出库序列号', 'Outbound serial numbers', { fixed: { direction: 'OUT' } }],
    ['/outboundBoxDetails', 'pickdetail', '出库箱明细', 'Outbound carton details', { where: "caseid <> ''", columns: ['caseid', 'orderkey', 'storerkey', 'sku', 'qty', 'status', 'recheckstatus', 'adddate'] }],
    ['/app/waybill', 'shipment', '运单', 'Waybills', { where: "trackingno <> ''", readOnly: true }],
  ],
  configuration: [
    ['/app/sku', 'sku', '商品', 'Items (SKU)'],
    ['/app/pack', 'pack', '包装', 'Packs'],
    ['/app/cartonization', 'basecode', '装箱规则', 'Cartonization', simple(code('箱型代码', 'Carton code', '箱型说明', 'Carton description'))],
    ['/app/zone', 'zone', '库区', 'Zones'],
    ['/app/loc', 'loc', '库位', 'Locations'],
    ['/app/owner', 'storer', '货主', 'Owners', { fixed: { type: '1' } }],
    ['/app/shipto', 'storer', '收货方', 'Ship-to', { fixed: { type: '2' } }],
    ['/app/vender', 'storer', '供应商', 'Suppliers', { fixed: { type: '5' } }],
    ['/app/carrier', 'storer', '承运商', 'Carriers', { fixed: { type: '3' } }],
    ['/app/clientele', 'storer', '客户', 'Customers', { fixed: { type: '4' } }],
    ['/batchCreate', 'loc', '批量创建库位', 'Batch create locations'],
    ['/insideWarehouse', 'basecode', '库内作业设置', 'In-warehouse settings', simple(code('作业代码', 'Operation code'))],
    ['/app/putaway', 'strategy', '上架策略', 'Putaway policies', { fixed: { strategytype: 'PUTAWAY' } }],
    ['/app/allocate', 'strategy', '分配策略', 'Allocation policies', { fixed: { strategytype: 'ALLOCATE' } }],
    ['/app/system/list', 'basecode', '系统参数', 'System parameters', simple(code('参数代码', 'Parameter', '参数值', 'Value'))],
    ['/app/system/serial', 'numberingRule', '编码规则', 'Numbering rules'],
    ['/app/system/InternationalSetting', 'basecode', '国际化设置', 'Internationalisation', simple(code('词条代码', 'Key', '中文', 'Chinese'))],
    ['/app/inventoryholdcode', 'basecode', '冻结代码', 'Hold codes', simple(code('冻结代码', 'Hold code', '冻结原因', 'Hold reason'))],
    ['/app/taskmanagerreason', 'basecode', '任务原因', 'Task reasons', simple(code('原因代码', 'Reason code', '原因', 'Reason'))],
    ['/app/holdallocationmatrix', 'basecode', '冻结分配矩阵', 'Hold allocation matrix', simple(code('冻结代码', 'Hold code', '可分配说明', 'Allocation'))],
    ['/app/receiptvalidation', 'strategy', '收货校验', 'Receipt validation', { fixed: { strategytype: 'RECEIPT' } }],
    ['/app/lottable1/list', 'basecode', '批属性校验', 'Lot validation', simple(code('校验代码', 'Validation code'))],
    ['/app/lottable', 'basecode', '批属性设置', 'Lot attributes', simple(code('批属性', 'Lottable', '标签', 'Label'))],
    ['/app/area', 'area', '区域', 'Areas'],
    ['/app/AreaDetails', 'zone', '区域明细', 'Area details', { readOnly: true }],
    ['/app/taskmanageruser/list', 'user', '任务用户', 'Task users', { columns: ['userid', 'fullname', 'groupno', 'roleid', 'whseids', 'active', 'lastlogin'], readOnly: true }],
    ['/app/warehouse', 'warehouse', '仓库', 'Warehouses'],
    ['/app/bom/list', 'device', '设备清单', 'Devices'],
    ['/app/altsku/list', 'altsku', '替代商品', 'Replacement items'],
    ['/app/kdfreightkd/list', 'basecode', '快递运费', 'Courier freight', finance(code('线路代码', 'Lane code', '线路', 'Lane'))],
    ['/app/wlfreightwl/list', 'basecode', '物流运费', 'Logistics freight', finance(code('线路代码', 'Lane code', '线路', 'Lane'))],
    ['/tableConfigList', 'sysColumnDefine', '自定义列表', 'Custom lists'],
    ['/tableConfig', 'sysColumn', '自定义列', 'Custom columns'],
    ['/baSkuType', 'basecode', '商品类型', 'Item types', simple(code('类型代码', 'Type code'))],
    ['/skuTypeGroup', 'basecode', '商品类型组', 'Item type groups', simple(code('组代码', 'Group code'))],
  ],
  finance: [
    ['/app/currency/list', 'basecode', '币种', 'Currencies', finance(code('币种代码', 'Currency', '币种名称', 'Currency name'))],
    ['/app/remit', 'basecode', '汇款地址', 'Remit-to', finance(code('汇款代码', 'Remit code'))],
    ['/app/facility', 'basecode', '设施', 'Facilities', finance(code('设施代码', 'Facility code'))],
    ['/app/partnergroup/list', 'basecode', '合作方组', 'Partner groups', finance(code('组代码', 'Group code'))],
    ['/app/carriergroup/list', 'basecode', '承运商组', 'Carrier groups', finance(code('组代码', 'Group code'))],
    ['/app/itemGroup/list', 'basecode', '商品组', 'Item groups', finance(code('组代码', 'Group code'))],
    ['/app/activity/list', 'basecode', '计费作业', 'Billable activities', finance(code('作业代码', 'Activity code'))],
    ['/app/rptsend', 'basecode', '报表发送', 'Report distribution', finance(code('发送代码', 'Distribution code'))],
    ['/app/locgroup/list', 'basecode', '库位组', 'Location groups', finance(code('组代码', 'Group code'))],
    ['/app/uom', 'basecode', '计量单位', 'Units of measure', finance(code('单位代码', 'UOM'))],
    ['/app/measureconv', 'basecode', '单位换算', 'Unit conversions', finance(code('换算代码', 'Conversion code', '说明', 'Description'))],
    ['/app/period', 'basecode', '结算期间', 'Billing periods', finance(code('期间代码', 'Period code'))],
    ['/app/holiday', 'basecode', '节假日', 'Holidays', finance(code('日期代码', 'Date code', '节日', 'Holiday'))],
    ['/app/recurrule', 'basecode', '周期规则', 'Recurrence rules', finance(code('规则代码', 'Rule code'))],
    ['/app/inventory', 'basecode', '仓储计费', 'Storage billing', finance(code('计费代码', 'Billing code'))],
    ['/app/billgroup/list', 'basecode', '账单组', 'Bill groups', finance(code('组代码', 'Group code'))],
    ['/app/event/list', 'basecode', '计费事件', 'Billing events', finance(code('事件代码', 'Event code'))],
    ['/app/eventDetail', 'basecode', '计费事件明细', 'Billing event details', finance(code('明细代码', 'Detail code'))],
    ['/app/contract/list', 'basecode', '合同', 'Contracts', finance(code('合同号', 'Contract no.', '合同名称', 'Contract'))],
    ['/app/costgroup', 'basecode', '成本组', 'Cost groups', finance(code('组代码', 'Group code'))],
    ['/app/costcode', 'basecode', '成本代码', 'Cost codes', finance(code('成本代码', 'Cost code'))],
    ['/app/markdisc/list', 'basecode', '折扣', 'Markups and discounts', finance(code('折扣代码', 'Discount code'))],
    ['/app/chargegroup', 'basecode', '费用组', 'Charge groups', finance(code('组代码', 'Group code'))],
    ['/app/chargecode', 'basecode', '费用代码', 'Charge codes', finance(code('费用代码', 'Charge code'))],
    ['/app/rategroup/list', 'basecode', '费率组', 'Rate groups', finance(code('费率组', 'Rate group'))],
    ['/app/min/list', 'basecode', '最低计费金额', 'Minimum billing amounts', finance(code('计费代码', 'Billing code'))],
    ['/app/taxlevel', 'basecode', '税级', 'Tax levels', finance(code('税级代码', 'Tax level'))],
    ['/app/invoiceterms', 'basecode', '发票条款', 'Invoice terms', finance(code('条款代码', 'Terms code'))],
    ['/app/tax/list', 'basecode', '税率', 'Tax rates', finance(code('税率代码', 'Tax code'))],
    ['/app/corporation/list', 'basecode', '公司', 'Corporations', finance(code('公司代码', 'Corporation code'))],
    ['/app/user/list', 'user', '计费用户', 'Billing users', { columns: ['userid', 'fullname', 'usertype', 'roleid', 'email', 'active', 'lastlogin'], readOnly: true }],
    ['/app/userprofile', 'user', '用户资料', 'User profiles', { columns: ['userid', 'fullname', 'email', 'phone', 'whseids', 'owners', 'lastlogin'], readOnly: true }],
    ['/app/charge/list', 'basecode', '费用', 'Charges', finance(code('费用单号', 'Charge no.', '费用说明', 'Charge'))],
    ['/app/orderhist/list', 'orders', '订单历史', 'Order history', { fixed: { status: '5' }, readOnly: true }],
    ['/app/cost/list', 'basecode', '成本', 'Costs', finance(code('成本单号', 'Cost no.', '成本说明', 'Cost'))],
  ],
  system: [
    ['/app/submitjob', 'basecode', '后台作业', 'Submitted jobs', simple(code('作业代码', 'Job code', '作业说明', 'Job'))],
    ['/app/systemset', 'basecode', '系统设置', 'System settings', simple(code('设置代码', 'Setting', '设置值', 'Value'))],
    ['/app/checkbom/list', 'device', '设备点检', 'Device checks'],
    ['/app/scandevicerepair', 'device', '设备报修', 'Device repairs', { where: "status IN ('2','4')" }],
    ['/app/consumables', 'consumable', '耗材', 'Consumables'],
    ['/app/consumablesReceive', 'consumableLog', '耗材领用', 'Consumable issues', { fixed: { action: 'ISSUE' } }],
    ['/app/consumablesPrint', 'consumableLog', '耗材打印', 'Consumable printing'],
    ['/app/checkvideo', 'basecode', '复核视频', 'Check videos', simple(code('视频编号', 'Video no.', '说明', 'Description'))],
    ['/app/checkstatus', 'device', '设备状态', 'Device status', { readOnly: true }],
    ['/app/checktask/list', 'task', '点检任务', 'Check tasks', { fixed: { tasktype: 'CK' } }],
    ['/app/reportSetting', 'report', '报表设置', 'Report settings'],
    ['/app/reportprinter', 'printer', '打印机', 'Printers'],
    ['/app/rtxnewquery', 'orders', '归档订单查询', 'Archive order query', { readOnly: true }],
  ],
  inventory: [
    ['/app/palletbindding', 'inventory', '托盘绑定', 'Pallet binding', { where: "lpnid <> ''" }],
    ['/app/taskdetail', 'task', '任务明细', 'Task details'],
    ['/app/papertaskdetail', 'task', '纸单任务', 'Paper tasks', { fixed: { tasktype: 'PK' } }],
    ['/app/vibdetail', 'inventory', '库存明细', 'Inventory details', { readOnly: true }],
    ['/app/inventorySearch', 'inventory', '库存查询', 'Inventory search'],
    ['/app/itrn', 'itrn', '库存交易', 'Inventory transactions', { readOnly: true }],
    ['/app/move', 'move', '移库', 'Moves'],
    ['/app/adjustment/list', 'adjustment', '库存调整', 'Adjustments'],
    ['/app/inventoryhold', 'hold', '库存冻结', 'Inventory holds'],
    ['/app/internaltransfer', 'transfer', '内部转移', 'Internal transfers', { fixed: { transfertype: 'INTERNAL' } }],
    ['/app/taskAllocRelease', 'task', '任务分配释放', 'Task allocation release', { fixed: { status: '0' } }],
    ['/app/taskPriority', 'task', '任务优先级', 'Task priority'],
    ['/app/taskArticficialSche', 'task', '人工调度', 'Manual scheduling'],
    ['/app/qtyreplenish/list', 'strategy', '补货策略', 'Replenishment policies', { fixed: { strategytype: 'REPLENISH' } }],
    ['/app/queryreplenish/list', 'task', '补货查询', 'Replenishment query', { fixed: { tasktype: 'RP' }, readOnly: true }],
    ['/app/bhclQuery/list', 'task', '补货处理', 'Replenishment handling', { where: "tasktype IN ('RP','WR','RPK','SR')" }],
    ['/app/taskForce/list', 'task', '强制任务', 'Forced tasks'],
    ['/app/bhrwscQuery/list', 'task', '补货任务生成', 'Replenishment task generation', { where: "tasktype IN ('WR','RPK','SR')" }],
    ['/app/PaperOrderPick', 'pickdetail', '纸单拣货', 'Paper order picking'],
    ['/PaperOrderPickS1', 'pickdetail', '纸单拣货(一段)', 'Paper order picking (stage 1)'],
    ['/app/interior', 'move', '库内移动', 'Internal moves'],
    ['/app/invSernumRecord', 'serial', '序列号记录', 'Serial number records'],
    ['/app/invSernumInventory', 'serial', '序列号库存', 'Serial number inventory', { fixed: { status: '1' } }],
    ['/app/invSernumTransaction', 'serial', '序列号交易', 'Serial number transactions', { readOnly: true }],
    ['/app/invSernumInventoryDifference', 'serialDifference', '序列号差异', 'Serial number variances'],
    ['/app/dispatchList', 'deliveryOrder', '调度单', 'Dispatch list'],
    ['/app/dispatchDetail', 'orderDetail', '调度明细', 'Dispatch details', { readOnly: true }],
    ['/app/pfep', 'basecode', '物料计划(PFEP)', 'Plan for every part', simple(code('计划代码', 'Plan code'))],
    ['/app/pfepDetail', 'basecode', '物料计划明细', 'PFEP details', simple(code('明细代码', 'Detail code'))],
    ['/DcDeliveryInventory', 'inventory', '配送中心库存', 'Distribution centre inventory', { readOnly: true }],
    ['/app/capacity', 'loc', '容量查询', 'Capacity query', { readOnly: true }],
    ['/app/inventory/mirror', 'inventory', '库存镜像', 'Inventory mirror', { readOnly: true }],
    ['/app/tachikuinventorySearch', 'inventory', '立库库存', 'High-bay inventory', { fixed: { zone: 'HB' } }],
    ['/app/tachikuinventoryMove', 'move', '立库移库', 'High-bay moves'],
  ],
  cyclecount: [
    ['/app/ljkwBatchSetting', 'basecode', '盘点批次设置', 'Count batch settings', simple(code('批次代码', 'Batch code'))],
    ['/app/ccparenttask', 'cycleCount', '盘点主任务', 'Count parent tasks', { where: "parentkey = ''" }],
    ['/app/ccmirroring/list', 'cycleCount', '盘点镜像', 'Count snapshots', { readOnly: true }],
    ['/app/cctaskdetail', 'cycleCount', '盘点任务明细', 'Count task details', { where: "parentkey <> ''" }],
    ['/app/ccexception', 'cycleCount', '盘点异常维护', 'Count exceptions', { where: 'variance <> 0' }],
    ['/app/transfer/list', 'transfer', '货权转移', 'Ownership transfers', { fixed: { transfertype: 'OWNER' } }],
    ['/app/taskuser/list', 'user', '盘点用户', 'Count users', { columns: ['userid', 'fullname', 'groupno', 'whseids', 'active'], readOnly: true }],
    ['/app/wmstransfer/list', 'transfer', '仓间调拨', 'Transfers between warehouses', { fixed: { transfertype: 'WAREHOUSE' } }],
    ['/app/inventoryOrganize', 'cycleCount', '动碰盘点', 'Move-triggered counting', { fixed: { cctype: 'MOVE' } }],
  ],
  waves: [
    ['/app/querybuilder/detail/list', 'orders', '波次订单查询', 'Wave order query', { readOnly: true }],
    ['/querybuilderSavefilter', 'wavePlan', '查询条件保存', 'Saved query filters', { fixed: { plantype: 'QUERY' } }],
    ['/app/waveinventoryallocate', 'orders', '波次库存分配', 'Wave inventory allocation', { where: "wavekey <> ''", readOnly: true }],
    ['/app/wavesendtaskdetail', 'task', '波次下发任务', 'Wave task release', { where: "wavekey <> ''" }],
    ['/app/notinwave', 'orders', '未入波次订单', 'Orders not in a wave', { fixed: { wavekey: '' }, readOnly: true }],
    ['/app/savefilter/list', 'wavePlan', '波次筛选条件', 'Wave filters', { fixed: { plantype: 'FILTER' } }],
    ['/app/wavemgmt/list', 'wave', '波次管理', 'Wave management'],
    ['/savefilterWave', 'wavePlan', '波次筛选方案', 'Wave filter plans', { fixed: { plantype: 'WAVE' } }],
    ['/outWaveStrategyGroup', 'wavePlan', '出库波次策略组', 'Outbound wave strategy groups', { fixed: { plantype: 'STRATEGY' } }],
    ['/waveplansmaintenance', 'wavePlan', '波次计划维护', 'Wave plans', { fixed: { plantype: 'PLAN' } }],
    ['/app/waveship/list', 'wave', '波次发运', 'Wave shipping', { where: "status IN ('4','5','6')" }],
  ],
  import: [
    ['/excelImportField', 'basecode', '导入字段', 'Import fields', simple(code('字段代码', 'Field code', '字段名称', 'Field name'))],
    ['/app/sysexcelimportrule', 'importTemplate', '导入规则', 'Import rules'],
    ['/app/comexcelimportresult', 'basecode', '导入结果', 'Import results', simple(code('批次号', 'Batch no.', '结果', 'Result'))],
    ['/excelImportDefine', 'importTemplate', '导入模板', 'Import templates'],
    ['/codeParseRule', 'codeParseRule', '条码解析规则', 'Barcode parse rules'],
  ],
  security: [
    ['/app/userMgr/list', 'user', '用户管理', 'Users'],
    ['/app/permissionMgr/list', 'role', '角色设置', 'Roles'],
    ['/app/umenu/list', 'menu', '菜单设置', 'Menus'],
  ],
  other: [
    ['/app/taskList', 'task', '任务列表', 'Task list'],
    ['/app/birt/list', 'report', '报表', 'Reports'],
  ],
};

/** The 176 list routes of routes.spec.tsv, in its order within each area. */
export const LIST_ROUTES: readonly ListRouteDef[] = Object.entries(AREA_ROWS).flatMap(([area, rows]) =>
  rows.map(([path, entity, zh, en, extra]) => {
    const route: ListRouteDef = { path, menuCode: menuCodeOf(path), area, zh, en, entity, ...extra };
    if (entity === 'basecode') route.fixed = { category: route.menuCode, ...route.fixed };
    return route;
  }),
);

const BY_CODE = new Map(LIST_ROUTES.map((r) => [r.menuCode, r]));

/** The list route of a menu code, if there is one. */
/**
 * The documents saved with their lines (POST /{menu}/saveWithLines, flows/asnSave.ts): a header
 * list's menu → its lines' list menu. The header's column configuration serves the lines' field
 * rules too (`lineFieldRules`), so the drawer's line editor judges a line as the save will.
 */
export const DOCUMENT_LINES = { asn: 'receiptdetailQuery', orders: 'ckddDetail' } as const;

/** The lines' list menu of a document's header list, if it is one. */
export function documentLinesOf(menuCode: string): string | undefined {
  return Object.hasOwn(DOCUMENT_LINES, menuCode) ? DOCUMENT_LINES[menuCode as keyof typeof DOCUMENT_LINES] : undefined;
}

export function listRouteByCode(menuCode: string): ListRouteDef | undefined {
  return BY_CODE.get(menuCode);
}

/** The business areas, in menu order, with their names. */
export const AREAS: readonly { code: string; zh: string; en: string }[] = [
  { code: 'top', zh: '首页', en: 'Home' },
  { code: 'inbound', zh: '入库管理', en: 'Inbound' },
  { code: 'outbound', zh: '出库管理', en: 'Outbound' },
  { code: 'inventory', zh: '库存管理', en: 'Inventory' },
  { code: 'cyclecount', zh: '盘点与转移', en: 'Cycle count and transfer' },
  { code: 'waves', zh: '波次管理', en: 'Waves' },
  { code: 'configuration', zh: '基础配置', en: 'Configuration' },
  { code: 'finance', zh: '财务与主数据', en: 'Finance and master data' },
  { code: 'import', zh: '导入', en: 'Import' },
  { code: 'system', zh: '系统设置与工具', en: 'System settings and tools' },
  { code: 'security', zh: '安全', en: 'Security' },
  { code: 'other', zh: '其他', en: 'Other' },
];

/** Routes that are not lists but appear in menus (pages and embedded frames). */
export const OTHER_ROUTES: readonly OtherRouteDef[] = (
  [
    ['/index/home1', 'top', 'page', '控制台', 'Console'],
    ['/index/home', 'top', 'page', '首页', 'Home'],
    ['/index/static', 'top', 'page', '统计', 'Statistics'],
    ['/index/testGrid', 'top', 'page', '收货报表', 'Receiving report'],
    ['/licenseRegister', 'top', 'page', '注册码管理', 'Registration codes'],
    ['/receiptDetail', 'inbound', 'page', '收货明细', 'Receipt details'],
    ['/app/barcode', 'inbound', 'page', '送货单条码关联', 'Delivery-note barcodes'],
    ['/app/barcodeprint', 'inbound', 'page', '预打收货条码', 'Pre-print receipt barcodes'],
    ['/app/asn/returnIn', 'inbound', 'embedded', '退货入库', 'Return receiving'],
    ['/app/scanGather', 'inbound', 'embedded', '扫描收货', 'Scan receiving'],
    ['/app/scanRetreat', 'inbound', 'embedded', '扫描退货', 'Scan returns'],
    ['/app/returnAdvance', 'inbound', 'page', '退货预约', 'Return advance notice'],
    ['/app/Reversal', 'inbound', 'page', '冲销', 'Reversal'],
    ['/app/orders/checkAgain', 'outbound', 'page', '订单复核', 'Order re-check'],
    ['/MULTICHECK', 'outbound', 'embedded', '多品复核', 'Multi-item check'],
    ['/RTXORHECK', 'outbound', 'embedded', '订单复核(电商)', 'E-commerce order check'],
    ['/RTXSTYLEID', 'outbound', 'embedded', '款号复核', 'Style check'],
    ['/PACKCHECK', 'outbound', 'embedded', '装箱复核', 'Pack check'],
    ['/SEEDFORM', 'outbound', 'embedded', '播种', 'Seeding'],
    ['/WEIGHFORM', 'outbound', 'embedded', '称重', 'Weighing'],
    ['/RTXRETURNONESCAN', 'outbound', 'embedded', '单件退货扫描', 'Single-piece return scan'],
    ['/STORECHECK', 'outbound', 'embedded', '门店复核', 'Store check'],
    ['/MANGDANCHECK', 'outbound', 'embedded', '盲单复核', 'Blind single check'],
    ['/MANGDUOCHECK', 'outbound', 'embedded', '盲多复核', 'Blind multi check'],
    ['/STOREMANGCHECK', 'outbound', 'embedded', '门店盲检', 'Store blind check'],
    ['/PHYSFRAME', 'outbound', 'embedded', '实物复核', 'Physical check'],
    ['/app/rtxcustquery', 'outbound', 'embedded', '客户查询', 'Customer query'],
    ['/app/focusship_kd', 'outbound', 'embedded', '快递集中发运', 'Courier consolidated shipping'],
    ['/app/focusship_wl', 'outbound', 'embedded', '物流集中发运', 'Logistics consolidated shipping'],
    ['/app/iframe', 'outbound', 'embedded', '外部页面', 'External page'],
    ['/outorderbinddingDetail', 'outbound', 'page', '集货明细', 'Cargo collection detail'],
    ['/app/repaTaskGen', 'outbound', 'page', '补货任务生成', 'Replenishment task generation'],
    ['/app/RTXFEDNEWQUERY', 'system', 'embedded', '归档库查询', 'Archive query'],
    ['/app/RTXFEDCUSTQUERY', 'system', 'embedded', '归档客户查询', 'Archive customer query'],
    ['/taskAllocReleaseDetail', 'inventory', 'page', '任务分配释放明细', 'Task release detail'],
    ['/app/optimize', 'inventory', 'page', '储位优化', 'Storage optimisation'],
    ['/app/warning', 'inventory', 'page', '容量预警分析', 'Capacity warnings'],
    ['/waveplanpanel', 'waves', 'page', '波次计划面板', 'Wave plan panel'],
    ['/waveDocPrint', 'waves', 'page', '波次单据打印', 'Wave document printing'],
    ['/orderWaveCreation', 'waves', 'page', '订单建波次', 'Wave creation'],
    ['/app/supPrint', 'import', 'page', '供应商打印', 'Supplier printing'],
    ['/app/customimport', 'import', 'page', '自定义导入', 'Custom import'],
    ['/buttonPermission', 'security', 'page', '按钮权限', 'Button permissions'],
    ['/menuPermission', 'security', 'page', '菜单权限', 'Menu permissions'],
    ['/rolePermission', 'security', 'page', '角色权限', 'Role permissions'],
    ['/app/chart/list', 'other', 'page', '图表', 'Charts'],
    ['/iframe', 'other', 'embedded', '外部程序', 'External programs'],
  ] as const
).map(([path, area, kind, zh, en]) => ({ path, area, kind, zh, en }));
