/** The message catalogue (platform.md §8, business-areas.md §8): every refusal in zh and en. */
export const MESSAGES = {
  success: ['执行成功', 'Executed successfully'],
  displaySaved: ['显示配置已保存', 'Display config saved'],
  exportSaved: ['导出配置已保存', 'Export config saved'],
  displayReset: ['已恢复默认显示配置', 'Display defaults restored'],
  exportReset: ['已恢复默认导出配置', 'Export defaults restored'],
  registered: ['注册成功', 'Registration successful'],
  assigned: ['分配成功', 'Assignment is successful'],
  executionFailure: ['执行失败', 'Execution failure'],
  noAccess: ['没有权限', 'Have no access'],
  systemError: ['系统错误，请联系管理员', 'System error, please contact the administrator'],
  dataInputError: ['数据输入错误，请检查后重新保存！', 'Data input error, please check and save again!'],
  inputParameterError: ['输入参数错误，请检查并保存', 'Input parameter error, please check and save'],
  notLoggedIn: ['未登录或登录已失效，请重新登录', 'Not logged in, or the session has expired: please log in again'],
  badLogin: ['用户名或密码错误', 'Wrong user name or password'],
  notFound: ['接口不存在', 'No such call'],
  recordNotFound: ['输入的值不存在', 'The input value does not exist'],
  tooLarge: ['请求内容过大', 'The request is too large'],
  unknownColumn: ['未知的列：{0}', 'Unknown column: {0}'],
  badSorting: ['排序参数错误', 'Invalid sorting'],
  badValue: ['参数 {0} 的值无效', 'Invalid value for {0}'],
  cannotBeEmpty: ['{0}不能为空', '{0}: cannot be empty'],
  selectAtLeastOne: ['请至少选择一条数据删除', 'Select at least one data to delete'],
  onlyNewDelete: ['只有新建状态的数据才能删除', 'Only data in new state may be deleted'],
  onlyPendingModify: ['只有待处理或处理中的数据才能修改', 'Only pending or in-process data may be modified'],
  deliveryOnlyNew: ['只有新建状态的配送单才能修改或删除', 'Only delivery orders in new state may be edited or deleted'],
  shipmentHeaderStatus: ['发运单头状态不为新建，不能删除', 'A shipment whose header status is not new cannot be deleted'],
  qtyAboveZeroDelete: ['{0}大于0，不能删除', 'If the {0} is greater than 0, it cannot be deleted'],
  mustBePositive: ['{0}必须大于0', '{0} must be greater than 0'],
  outstandingNotZero: ['未结数量不能为0', 'The outstanding quantity cannot be 0'],
  expectedBeforeOrder: ['预计到货时间不能早于下单时间', 'Expected receipt time cannot be earlier than order time'],
  replacementSame: ['替代商品不能与原商品相同', 'The replacement item must differ from the original item'],
  codeNoChinese: ['{0}只能包含字母、数字和下划线，不能包含中文', '{0} may contain only letters, digits and underscore, no Chinese characters'],
  textNoChinese: ['{0}只能包含字母、数字和英文符号，不能包含中文', '{0} may contain only letters, digits and English symbols, no Chinese characters'],
  numberingSerialType: ['启用年/月/日时流水类型只能为顺序号', 'When year, month or day is enabled, only the sequence-number serial type is allowed'],
  duplicateCode: ['{0}已存在', '{0} already exists'],
  weightNotNumber: ['重量必须是有效数字', 'Weight must be a valid number'],
  stopNotNumeric: ['站点必须为数字', 'The station (stop) must be numeric'],
  maxContainersBelowCount: ['最大箱数不能小于累计箱数', 'Max containers cannot be less than the accumulated count'],
  lostLocation: ['库位不能是丢失箱位', 'The location cannot be the lost-ID location'],
  locationNotFound: ['库位不存在', 'The repository location was not found'],
  clearUserStatus: ['只有状态为处理中及以前的任务才能清除执行人', 'Only tasks with status at most processing can have their user cleared'],
  columnRowIncomplete: ['请完善第{0}行的[字段代码]/[字段名称]/字段宽度', 'Please complete [Field code]/[field name]/field width in line [{0}]'],
  columnDuplicate: ['行中有重复的字段代码', 'Line has duplicate field Code'],
  readOnlyList: ['此列表为只读', 'This list is read-only'],
  warehouseNotAllowed: ['仓库不存在或无权使用', 'The warehouse does not exist or is not yours'],
  badRegistration: ['注册码无效或已使用', 'The registration code is invalid or already used'],
  receiptNoScan: ['入库单 {0} 不允许扫描收货：已收货、已完成、已核销或已取消的单据不能扫描', 'Receipt {0} does not allow scanning: received, finished, verified-and-settled and cancelled receipts cannot be scanned'],
  scanZeroRollback: ['扫描数量为0，不能回退', 'Scan quantity 0 cannot be rolled back'],
  waveTaskTypes: ['所选任务必须是波次补货、补货拣货或存储补货任务', 'The tasks must be of the types wave replenishment, replenishment picking or storage replenishment'],
  waveSameGroup: ['所选任务必须来自同一任务组', 'The tasks must come from the same task group'],
  excelOnly: ['请上传 Excel 文件（仅支持 Excel）', 'An Excel file must be uploaded (Excel only)'],
  importNoRows: ['导入行数为0，请检查文件', 'Zero rows imported: check the file'],
  sheetTypeMismatch: ['工作表类型与导入配置不符', 'The sheet type does not match the import configuration'],
  importDone: ['导入完成，共 {0} 行', 'Import complete: {0} rows'],
  importRowFailed: ['第 {0} 行：{1}', 'Row {0}: {1}'],
  exportTooLarge: ['导出行数超过上限 {0}，请缩小查询范围', 'More than {0} rows to export: narrow the query'],
} as const satisfies Record<string, readonly [string, string]>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

/** A message in a language, {0}, {1}... filled from the arguments. */
export function message(lang: Lang, key: MessageKey, ...args: readonly string[]): string {
  const text = MESSAGES[key][lang === 'en' ? 1 : 0];
  return text.replace(/\{(\d)\}/g, (_, i: string) => args[Number(i)] ?? '');
}

/** The request's language from the `language` header: 'en' or else Chinese. */
export function langOf(header: unknown): Lang {
  return typeof header === 'string' && header.toLowerCase().startsWith('en') ? 'en' : 'zh';
}
