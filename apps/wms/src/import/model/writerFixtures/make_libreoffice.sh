#!/bin/sh
# Workbooks as LibreOffice Calc writes them (Debian's libreoffice-calc-nogui, headless
# --convert-to xlsx), for the reader's differential test (readXlsx.test.ts). Run from this folder:
#   sh make_libreoffice.sh
# libreoffice-1900.xlsx from a CSV (Calc recognises the ISO dates, times and numbers as it imports
# them); libreoffice-1904.xlsx from a flat ODS whose null date is 1904-01-01 (Calc's option
# "Tools > Options > Calculate > Date 1904"), with date, date-time, time, number and text cells.
set -e
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/libreoffice-1900.csv" <<'CSV'
f0,f1,f2,f3,f4,f5
OW001,SKU-1,1999-12-31,2026-01-15 10:20:30,12:30:15,42
货主,商品编码 一号,2026-01-15,1999-12-31 23:59:00,00:00:01,0.3
Größe,0012,1904-01-02,2000-02-29 06:00:00,23:59:59,-2.5
"a & b <c>","  spaced  ",2100-12-31,1970-01-01 00:00:00,06:00:00,123456789012
😀 ok,"=not a formula",2024-02-29,2026-11-28 03:45:39,18:15:00,1E-07
CSV
cell() { printf '<table:table-cell office:value-type="%s" %s><text:p>%s</text:p></table:table-cell>' "$1" "$2" "$3"; }
row() { # text text date datetime time number
  printf '<table:table-row>'
  cell string '' "$1"; cell string '' "$2"
  cell date "table:style-name=\"date\" office:date-value=\"$3\"" "$3"
  cell date "table:style-name=\"datetime\" office:date-value=\"$4\"" "$4"
  cell time "table:style-name=\"time\" office:time-value=\"$5\"" "$5"
  cell float "office:value=\"$6\"" "$6"
  printf '</table:table-row>\n'
}
{
  cat <<'HEAD'
<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:automatic-styles>
<number:date-style style:name="N1"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/></number:date-style>
<number:date-style style:name="N2"><number:year number:style="long"/><number:text>-</number:text><number:month number:style="long"/><number:text>-</number:text><number:day number:style="long"/><number:text> </number:text><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/><number:text>:</number:text><number:seconds number:style="long"/></number:date-style>
<number:time-style style:name="N3"><number:hours number:style="long"/><number:text>:</number:text><number:minutes number:style="long"/><number:text>:</number:text><number:seconds number:style="long"/></number:time-style>
<style:style style:name="date" style:family="table-cell" style:data-style-name="N1"/>
<style:style style:name="datetime" style:family="table-cell" style:data-style-name="N2"/>
<style:style style:name="time" style:family="table-cell" style:data-style-name="N3"/>
</office:automatic-styles>
<office:body><office:spreadsheet>
<table:calculation-settings><table:null-date table:date-value="1904-01-01"/></table:calculation-settings>
<table:table table:name="Sheet1">
<table:table-row><table:table-cell office:value-type="string"><text:p>f0</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>f1</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>f2</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>f3</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>f4</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>f5</text:p></table:table-cell></table:table-row>
HEAD
  row OW001 SKU-1 1999-12-31 2026-01-15T10:20:30 PT12H30M15S 42
  row 货主 '商品编码 一号' 2026-01-15 1999-12-31T23:59:00 PT00H00M01S 0.3
  row Größe 0012 1904-01-02 2000-02-29T06:00:00 PT23H59M59S -2.5
  row 'a &amp; b &lt;c&gt;' '  spaced  ' 2100-12-31 1970-01-01T00:00:00 PT06H00M00S 123456789012
  row '😀 ok' '=not a formula' 2024-02-29 2026-11-28T03:45:39 PT18H15M00S 1E-07
  printf '</table:table>\n</office:spreadsheet></office:body></office:document>\n'
} > "$work/libreoffice-1904.fods"
# A profile of its own: a user's running LibreOffice or another conversion does not interfere.
soffice -env:UserInstallation="file://$work/profile" --headless --convert-to xlsx --outdir . "$work/libreoffice-1900.csv" "$work/libreoffice-1904.fods"
