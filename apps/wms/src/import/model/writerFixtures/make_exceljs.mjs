// Workbooks as ExcelJS 4 writes them (the root devDependency exceljs), for the reader's
// differential test (readXlsx.test.ts). Run from the repository's root:
//   ./wms pnpm exec node apps/wms/src/import/model/writerFixtures/make_exceljs.mjs
// Its whole-workbook writer (shared strings) in the 1900 and the 1904 date system
// (workbook.properties.date1904), and its streaming writer (useSharedStrings false: inline
// strings), which has no 1904 option.
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const here = (name) => fileURLToPath(new URL(name, import.meta.url));
const HEADER = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5'];
const utc = (...parts) => new Date(Date.UTC(...parts));
const ROWS = [
  ['OW001', 'SKU-1', utc(1999, 11, 31), utc(2026, 0, 15, 10, 20, 30), 42, true],
  ['货主', '商品编码 一号', utc(2026, 0, 15), utc(1999, 11, 31, 23, 59), 0.1 + 0.2, false],
  ['Größe', '0012', utc(1904, 0, 2), utc(2000, 1, 29, 6), -2.5, 'x & <y>'],
  ['a & b <c>', '  spaced  ', utc(2100, 11, 31), utc(1970, 0, 1), 123456789012, { formula: 'E2*2', result: 84 }],
  ['😀 ok', '=not a formula', utc(2024, 1, 29), utc(2026, 10, 28, 3, 45, 39), 1e-7, { richText: [{ font: { bold: true }, text: '粗' }, { text: ' plain' }] }],
];
const FORMATS = ['yyyy-mm-dd', 'yyyy-mm-dd hh:mm:ss'];

function fill(sheet) {
  sheet.addRow(HEADER).commit?.();
  ROWS.forEach((values, n) => {
    const row = sheet.addRow(values);
    row.getCell(3).numFmt = n % 2 ? 'yyyy"年"m"月"d"日"' : FORMATS[0];
    row.getCell(4).numFmt = FORMATS[1];
    if (n === 0) row.getCell(5).numFmt = '0.00%';
    row.commit?.();
  });
}

for (const date1904 of [false, true]) {
  const system = date1904 ? '1904' : '1900';
  const book = new ExcelJS.Workbook();
  book.properties.date1904 = date1904;
  fill(book.addWorksheet('Sheet1'));
  await book.xlsx.writeFile(here(`exceljs-${system}.xlsx`));
}
const stream = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: here('exceljs-stream-1900.xlsx'), useSharedStrings: false, useStyles: true });
fill(stream.addWorksheet('Sheet1'));
await stream.commit();
