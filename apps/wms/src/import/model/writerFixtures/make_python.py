#!/usr/bin/python3
"""Workbooks as openpyxl and XlsxWriter write them, for the reader's differential test
(readXlsx.test.ts, 'workbooks written by other tools'). Run with Debian's python3 (packages
python3-openpyxl 3.0.9, python3-xlsxwriter 3.0.2) from this folder:

    /usr/bin/python3 make_python.py

The files are committed; the script is kept so that they can be made again and read. Each sheet
has the header f0..f5 and rows of text, numbers, dates, date-times, times and one odd cell, so
the test's template (templateOf) matches it. Every date is one a 1904-system workbook can hold.
"""
import datetime as dt
import zipfile

import openpyxl
import xlsxwriter
from openpyxl.utils.datetime import CALENDAR_MAC_1904

HEADER = ['f0', 'f1', 'f2', 'f3', 'f4', 'f5']
ROWS = [
    ['OW001', 'SKU-1', dt.date(1999, 12, 31), dt.datetime(2026, 1, 15, 10, 20, 30), dt.time(12, 30, 15), 42],
    ['货主', '商品编码 一号', dt.date(2026, 1, 15), dt.datetime(1999, 12, 31, 23, 59), dt.time(0, 0, 1), 0.1 + 0.2],
    ['Größe', '0012', dt.date(1904, 1, 2), dt.datetime(2000, 2, 29, 6, 0), dt.time(23, 59, 59), -2.5],
    ['a & b <c>', '  spaced  ', dt.date(2100, 12, 31), dt.datetime(1970, 1, 1), dt.time(6, 0), 123456789012],
    ['=not a formula', '😀 ok', dt.date(2024, 2, 29), dt.datetime(2026, 11, 28, 3, 45, 39), dt.time(18, 15), 1e-7],
]
# A format per date column: ISO, the Chinese long date, a date-time and a time.
DATE_FORMAT, CJK_FORMAT, DATETIME_FORMAT, TIME_FORMAT = 'yyyy-mm-dd', 'yyyy"年"m"月"d"日"', 'yyyy-mm-dd hh:mm:ss', 'hh:mm:ss'


def openpyxl_book(path, epoch=None, iso_dates=False):
    wb = openpyxl.Workbook()
    if epoch is not None:
        wb.epoch = epoch
    # iso_dates: dates as t="d" cells with ISO text instead of serial numbers.
    wb.iso_dates = iso_dates
    ws = wb.active
    ws.title = '商品'
    ws.append(HEADER)
    for n, row in enumerate(ROWS):
        ws.append(row)
        r = n + 2
        ws.cell(r, 3).number_format = DATE_FORMAT if n % 2 == 0 else CJK_FORMAT
        ws.cell(r, 4).number_format = DATETIME_FORMAT
        ws.cell(r, 5).number_format = TIME_FORMAT
    ws.cell(len(ROWS) + 1, 6).number_format = '0.00%'
    wb.save(path)


def xlsxwriter_book(path, date_1904=False, constant_memory=False):
    # constant_memory: rows written as they come, strings as inline strings (no shared table).
    wb = xlsxwriter.Workbook(path, {'date_1904': date_1904, 'constant_memory': constant_memory})
    ws = wb.add_worksheet('Sheet1')
    formats = {k: wb.add_format({'num_format': v}) for k, v in
               {'date': DATE_FORMAT, 'cjk': CJK_FORMAT, 'datetime': DATETIME_FORMAT, 'time': TIME_FORMAT, 'kg': '0.000"kg"'}.items()}
    ws.write_row(0, 0, HEADER)
    for n, row in enumerate(ROWS):
        r = n + 1
        ws.write_string(r, 0, row[0])
        ws.write_string(r, 1, row[1])
        ws.write_datetime(r, 2, dt.datetime.combine(row[2], dt.time()), formats['date' if n % 2 == 0 else 'cjk'])
        ws.write_datetime(r, 3, row[3], formats['datetime'])
        ws.write_datetime(r, 4, row[4], formats['time'])
        ws.write_number(r, 5, row[5], formats['kg'] if n == 0 else None)
    ws.write_boolean(len(ROWS) + 1, 0, True)
    ws.write_formula(len(ROWS) + 1, 5, '=F2*2', None, 84)
    wb.close()


def rewrite(source, target, edit):
    """A copy of a workbook with one part's XML edited (the options other writers set)."""
    with zipfile.ZipFile(source) as zin, zipfile.ZipFile(target, 'w', zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename in edit:
                data = edit[item.filename](data.decode('utf-8')).encode('utf-8')
            zout.writestr(item, data)


def wps_workbook(xml):
    # WPS Office's form of the option: the xsd:boolean spelled out, beside its other workbookPr attributes.
    import re
    xml = re.sub(r'<workbookPr\b[^>]*/>', '<workbookPr date1904="true" filterPrivacy="1" defaultThemeVersion="124226"/>', xml)
    assert 'date1904="true"' in xml
    return xml


def mac_workbook(xml):
    # Excel for Mac's: date1904="1" beside the other attributes it writes.
    import re
    xml = re.sub(r'<workbookPr\b[^>]*/>', '<workbookPr date1904="1" showInkAnnotation="0" autoCompressPictures="0"/>', xml)
    assert 'date1904="1"' in xml
    return xml


if __name__ == '__main__':
    openpyxl_book('openpyxl-1900.xlsx')
    openpyxl_book('openpyxl-1904.xlsx', epoch=CALENDAR_MAC_1904)
    openpyxl_book('openpyxl-1904-iso.xlsx', epoch=CALENDAR_MAC_1904, iso_dates=True)
    xlsxwriter_book('xlsxwriter-1900.xlsx')
    xlsxwriter_book('xlsxwriter-1904.xlsx', date_1904=True)
    xlsxwriter_book('xlsxwriter-1904-inline.xlsx', date_1904=True, constant_memory=True)
    # The same 1904 serials as XlsxWriter wrote them, the option written as WPS and Excel for Mac write it.
    rewrite('xlsxwriter-1904.xlsx', 'wps-style-1904.xlsx', {'xl/workbook.xml': wps_workbook})
    rewrite('xlsxwriter-1904.xlsx', 'mac-style-1904.xlsx', {'xl/workbook.xml': mac_workbook})
